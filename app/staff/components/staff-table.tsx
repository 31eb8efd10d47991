import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { dataRowClass, DataTable } from '#app/kernel/components/admin/data-table.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'

type StaffEntry = {
  id: string
  email: string
  name: string
  role: 'owner' | 'staff'
  active: boolean
  twoFactor: boolean
  invited: boolean
}

const smallButton =
  'rounded border border-brand-800 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50'

/** Every account with its state, and the owner's controls for the others. */
export function StaffTable({ staff, me }: { staff: StaffEntry[]; me: string }) {
  return (
    <DataTable caption="Staff accounts" headings={['Person', 'State', 'Role', 'Access']}>
      {staff.map((person) => (
        <tr key={person.id} className={dataRowClass}>
          <th scope="row" className="p-3 font-normal">
            <span className="block font-semibold">{person.name || '(not yet accepted)'}</span>
            {person.email}
          </th>
          <td className="p-3">
            {person.invited ? 'Invited' : person.active ? 'Active' : 'Disabled'}
            {person.twoFactor ? ', two-factor on' : ''}
          </td>
          <td className="p-3">
            {person.id === me ? (
              person.role
            ) : (
              <AdminForm className="flex items-center gap-2">
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="userId" value={person.id} />
                <label htmlFor={`role-${person.id}`} className="sr-only">
                  Role of {person.email}
                </label>
                <select
                  id={`role-${person.id}`}
                  name="role"
                  defaultValue={person.role}
                  className={`${controlClass(false)} w-auto py-1.5`}
                >
                  <option value="staff">staff</option>
                  <option value="owner">owner</option>
                </select>
                <button type="submit" className={smallButton}>
                  Save<span className="sr-only"> role of {person.email}</span>
                </button>
              </AdminForm>
            )}
          </td>
          <td className="p-3">
            {person.id !== me && (
              <AdminForm>
                <input type="hidden" name="intent" value={person.active ? 'disable' : 'enable'} />
                <input type="hidden" name="userId" value={person.id} />
                <button type="submit" className={smallButton}>
                  {person.active ? 'Disable' : 'Enable'}
                  <span className="sr-only"> {person.email}</span>
                </button>
              </AdminForm>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
