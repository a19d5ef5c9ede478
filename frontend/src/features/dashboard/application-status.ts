/** How an application status looks: approved, rejected, anything else pending (spec section 4). */
export function applicationStatusView(status: string): { label: string; color: string } {
  switch (status) {
    case 'approved':
      return { label: 'Approved', color: 'green' };
    case 'rejected':
      return { label: 'Rejected', color: 'red' };
    default:
      return { label: 'Pending', color: 'gold' };
  }
}
