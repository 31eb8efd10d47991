import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DataTable } from './data-table'

const table = (rows: string[]) =>
  renderToStaticMarkup(
    <DataTable caption="Movements" headings={['When', 'Amount', 'By']} empty="Nothing yet.">
      {rows.map((row) => (
        <tr key={row}>
          <td>{row}</td>
        </tr>
      ))}
    </DataTable>,
  )

describe('DataTable', () => {
  it('shows its empty line across every column when there are no rows', () => {
    expect(table([])).toContain('<td colSpan="3" class="p-3 text-gray-700">Nothing yet.</td>')
  })

  it('shows the rows, and no empty line, when there are some', () => {
    const html = table(['a', 'b'])
    expect(html).toContain('<td>a</td>')
    expect(html).not.toContain('Nothing yet.')
  })
})
