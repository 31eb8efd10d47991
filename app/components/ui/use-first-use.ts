import { useState } from 'react'

/**
 * For a control whose interactive part lives in a chunk loaded on demand:
 * the chunk starts loading when the pointer nears or focus reaches the
 * control, and `used` turns true at the first click (or `keys` pressed), when
 * the caller swaps its plain server-rendered control for the loaded one.
 * `byKeyboard` tells whether that first use came from the keyboard, so the
 * loaded control can move focus inside as it would have itself.
 */
export function useFirstUse(load: () => Promise<unknown>, keys: readonly string[] = []) {
  const [used, setUsed] = useState(false)
  const [byKeyboard, setByKeyboard] = useState(false)
  const markUsed = (keyboard: boolean) => {
    setByKeyboard(keyboard)
    setUsed(true)
  }
  const preload = () => {
    void load()
  }
  const triggerProps = {
    onPointerEnter: preload,
    onFocus: preload,
    // a click from Enter or Space has no pointer presses (detail 0)
    onClick: (event: { detail: number }) => markUsed(event.detail === 0),
    onKeyDown: (event: { key: string; preventDefault(): void }) => {
      if (!keys.includes(event.key)) return
      event.preventDefault()
      markUsed(true)
    },
  }
  return { used, byKeyboard, triggerProps }
}
