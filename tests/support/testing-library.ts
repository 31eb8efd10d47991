// Component tests wait for what they look for (findBy…, waitFor): up to 10 s,
// a ceiling rather than a wait, so a machine busy with other work (CI beside
// another job) does not fail them; Testing Library's default is 1 s.
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 10_000 })
