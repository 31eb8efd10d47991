export { InventoryBrowser as default } from '#app/components/inventory/inventory-browser.tsx'
