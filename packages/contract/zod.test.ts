import { idSchema } from './common';
import { preprocess, z } from './zod';

describe('the contract zod', () => {
  it('reports issues with the English messages of classic zod', () => {
    expect(idSchema.safeParse(5).error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid input: expected string, received number',
    ]);
    expect(idSchema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      'Too small: expected string to have >=1 characters',
    ]);
  });

  it('preprocesses the raw input before the schema parses it', () => {
    const schema = preprocess((value) => value ?? [], z.array(z.string()));
    expect(schema.parse(null)).toEqual([]);
    expect(schema.parse(['a'])).toEqual(['a']);
    expect(schema.safeParse([1]).success).toBe(false);
  });
});
