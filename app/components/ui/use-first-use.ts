import { useState } from 'react'

/**
 * For a control whose interactive part lives in a chunk loaded on demand:
 * the chunk starts loading when the pointer nears or focus reaches the
 * control, and `used` turns true at the first click (or `keys` pressed), when
 * the caller swaps its plain server-rendered control for the loaded one.
 */
export function useFirstUse(load: () => Promise<unknown>, keys: readonly string[] = []) {
  const [used, setUsed] = useState(false)
  const preload = () => {
    void load()
  }
  const triggerProps = {
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setUsed(true),
    onKeyDown: (event: { key: string; preventDefault(): void }) => {
      if (!keys.includes(event.key)) return
      event.preventDefault()
      setUsed(true)
    },
  }
  return { used, triggerProps }
}
