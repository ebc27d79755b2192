/** A form's own message: what the server refused (the field-less part), shown above Save. */
import { Alert } from '@mantine/core';

export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
