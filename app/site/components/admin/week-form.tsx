import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { ErrorSummary } from '#app/kernel/components/admin/error-summary.tsx'
import { useFormCheck } from '#app/kernel/components/admin/use-form-check.ts'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import { weekdayName } from '#app/kernel/dealer/business-hours.ts'
import { type StoredDay, type WeekKey, weekOrder } from '#app/kernel/dealer/site-hours.ts'
import { parseWeekForm } from '#app/site/hours-form.ts'

/**
 * One week's form: per weekday, closed or an opening and closing time in
 * 15-minute steps, checked in the browser by the action's own rules.
 */
export function WeekForm({
  week,
  label,
  days,
  problems,
}: {
  week: WeekKey
  label: string
  days: StoredDay[]
  problems?: Record<string, string>
}) {
  const id = (name: string) => `${week}-${name}`
  const labels = Object.fromEntries(
    weekOrder.flatMap((day) => [
      [id(`${day}-open`), `${weekdayName(day)} opens`],
      [id(`${day}-close`), `${weekdayName(day)} closes`],
    ]),
  )
  const checked = useFormCheck(parseWeekForm, problems)
  const errors =
    checked.problems &&
    Object.fromEntries(Object.entries(checked.problems).map(([k, v]) => [id(k), v]))
  return (
    <AdminForm noValidate onSubmit={checked.onSubmit} className="mt-4" aria-label={label}>
      <ErrorSummary errors={errors} labels={labels} />
      <input type="hidden" name="intent" value="week" />
      <input type="hidden" name="week" value={week} />
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}, by weekday</caption>
        <thead>
          <tr className="text-gray-700">
            <th scope="col" className="py-2 pr-3">
              Day
            </th>
            <th scope="col" className="py-2 pr-3">
              Closed
            </th>
            <th scope="col" className="py-2 pr-3">
              Opens
            </th>
            <th scope="col" className="py-2">
              Closes
            </th>
          </tr>
        </thead>
        <tbody>
          {weekOrder.map((weekday) => {
            const day = days.find((d) => d.weekday === weekday)
            const name = weekdayName(weekday)
            const times = (['open', 'close'] as const).map((part) => {
              const field = id(`${weekday}-${part}`)
              const error = errors?.[field]
              return (
                <td key={part} className="py-1.5 pr-3">
                  <input
                    type="time"
                    step={900}
                    id={field}
                    name={`${weekday}-${part}`}
                    aria-label={`${name} ${part === 'open' ? 'opens' : 'closes'}`}
                    aria-invalid={error ? true : undefined}
                    defaultValue={(part === 'open' ? day?.open : day?.close) ?? ''}
                    className={controlClass(Boolean(error))}
                  />
                </td>
              )
            })
            return (
              <tr key={weekday} className="border-t border-gray-200">
                <th scope="row" className="py-1.5 pr-3 font-semibold text-gray-900">
                  {name}
                </th>
                <td className="py-1.5 pr-3">
                  <input
                    type="checkbox"
                    name={`${weekday}-closed`}
                    aria-label={`Closed on ${name}`}
                    defaultChecked={!day?.open}
                    className="size-5"
                  />
                </td>
                {times}
              </tr>
            )
          })}
        </tbody>
      </table>
      <Button type="submit" className="mt-4">
        Save {label.toLowerCase()}
      </Button>
    </AdminForm>
  )
}
