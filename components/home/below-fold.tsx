import { Activity } from 'react';

/** After the first screen: the browser skips its style, layout and paint until it comes near. */
export function BelowFold({ children }: { children: React.ReactNode }) {
  return (
    <div className="below-fold">
      <Activity>{children}</Activity>
    </div>
  );
}
