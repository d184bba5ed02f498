import {
  AdminField,
  AdminInput,
  filterControlClass as control,
} from '@/components/admin/filter-select';
import { buttonClass } from '@/components/ui/button';
import { courseTitle } from '@/content/course-catalogue';
import { couponAdminText as t } from '@/content/coupons';
import { createCouponAction } from '@/lib/admin/actions/coupons';
import { COUPON_COURSES, type cohortsForCoupons } from '@/lib/admin/coupons';

type Cohorts = Awaited<ReturnType<typeof cohortsForCoupons>>;

const label = 'grid gap-1 text-sm font-semibold';

/** /admin/coupons' create form (admins): the server checks every field and says what is wrong. */
export function CouponForm({ cohorts }: { cohorts: Cohorts }) {
  return (
    <form
      action={createCouponAction}
      aria-labelledby="coupon-create"
      className="mt-4 grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2"
    >
      <h2 id="coupon-create" className="text-xl font-bold text-ink sm:col-span-2">
        {t.createTitle}
      </h2>
      <div className="grid gap-1 text-sm">
        <label className={label}>
          {t.code}
          <input
            name="code"
            required
            maxLength={20}
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="coupon-code-hint"
            className={`${control} uppercase`}
          />
        </label>
        <p id="coupon-code-hint" className="text-muted">
          {t.codeHint}
        </p>
      </div>
      <fieldset className="grid gap-2 text-sm">
        <legend className="font-semibold">{t.kind}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="kind" value="percent" defaultChecked className="size-5" />
          {t.percent}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="kind" value="amount" className="size-5" />
          {t.amount}
        </label>
      </fieldset>
      <AdminInput label={t.value} name="value" required inputMode="decimal" />
      <fieldset className="grid gap-2 text-sm sm:col-span-2">
        <legend className="font-semibold">{t.courses}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {COUPON_COURSES.map((slug) => (
            <label key={slug} className="flex items-center gap-2">
              <input type="checkbox" name={`course.${slug}`} value="1" className="size-5" />
              {courseTitle(slug) ?? slug}
            </label>
          ))}
        </div>
      </fieldset>
      <AdminField label={t.cohort}>
        <select name="cohortId" defaultValue="" className={control}>
          <option value="">{t.anyCohort}</option>
          {cohorts.map((c) => (
            <option key={c.id} value={c.id}>
              {`${c.course.toUpperCase()}, Cohort ${c.number}`}
            </option>
          ))}
        </select>
      </AdminField>
      <div className="grid grid-cols-2 gap-3">
        <AdminInput label={t.validFrom} type="date" name="validFrom" />
        <AdminInput label={t.validTo} type="date" name="validTo" />
      </div>
      <AdminInput label={t.maxUses} name="maxUses" inputMode="numeric" />
      <AdminInput label={t.maxUsesPerEmail} name="maxUsesPerEmail" inputMode="numeric" />
      <AdminInput label={t.note} className="sm:col-span-2" name="note" maxLength={500} />
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass('primary', 'min-h-11')}>
          {t.create}
        </button>
      </div>
    </form>
  );
}
