import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { isStaffRole } from '@/lib/auth/roles';
import { requireUser } from '@/lib/auth/session';

// The learner area's own chrome (sidebar, top bar). Every page here also checks the session
// itself; this check keeps the frame (the learner's name) from rendering for anyone else.
export default async function LearnerLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser('/dashboard');
  return (
    <DashboardFrame user={{ name: user.name, email: user.email, staff: isStaffRole(user.role) }}>
      {children}
    </DashboardFrame>
  );
}
