/** Ids for factories that hand out fresh ones (quotes, enquiries): q1, q2, … */
let counter = 0;

export function nextNumber(): number {
  counter += 1;
  return counter;
}
