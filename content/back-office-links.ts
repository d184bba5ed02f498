/** The back office's pages, linked from the inbox's header (admin: only admins see the link). */
export const backOfficeLinks: { href: string; label: string; admin?: true }[] = [
  { href: '/admin?status=spam', label: 'Spam' },
  { href: '/admin/courses', label: 'Courses' },
  { href: '/admin/feedback', label: 'Feedback' },
  { href: '/admin/lesson-requests', label: 'Lesson requests' },
  { href: '/admin/withdrawals', label: 'Withdrawals' },
  { href: '/admin/coupons', label: 'Coupons' },
  { href: '/admin/funnel', label: 'Funnel' },
  { href: '/admin/people', label: 'People', admin: true },
  { href: '/admin/erase', label: 'Erase a person', admin: true },
  { href: '/admin/sales', label: 'Sales', admin: true },
  { href: '/admin/system', label: 'System', admin: true },
];
