/** The portal's pages that e-mails link to (the portal's paths.ts, which the server does not import). */
export const paths = {
  order: (publicUrl: string, taskId: string) => `${publicUrl}/orders/${encodeURIComponent(taskId)}`,
  approvals: (publicUrl: string) => `${publicUrl}/approvals`,
};
