import { forwardRef } from 'react';

/**
 * The spam honeypot every lead form carries: a field people never see or reach (off-screen, not in
 * the tab order, hidden from assistive technology); bots that fill every field are stored as spam.
 */
export const Honeypot = forwardRef<HTMLInputElement>(function Honeypot(_props, ref) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input ref={ref} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
});
