/**
 * The few behaviours a page without React still needs, as one small inline
 * script run on every page (with or without React), listening on the
 * document so that markup React renders later is served the same way:
 * - `data-print`: a button that opens the browser's print dialog;
 * - `data-map-embed` (the map's address) and `data-map-title` on a button
 *   inside a `data-map-frame` box: the interactive map is framed there only
 *   when the visitor asks for it, and the box's placeholder is hidden.
 */
export const pageEnhancements = `document.addEventListener("click",function(e){
var t=e.target instanceof Element?e.target.closest("[data-print],[data-map-embed]"):null;if(!t)return;
if(t.hasAttribute("data-print")){window.print();return}
var box=t.closest("[data-map-frame]");if(!box)return;
var f=document.createElement("iframe");f.title=t.getAttribute("data-map-title")||"";f.src=t.getAttribute("data-map-embed");
f.className="absolute inset-0 size-full border-0";f.referrerPolicy="strict-origin-when-cross-origin";
for(var i=0;i<box.children.length;i++)box.children[i].hidden=true;box.appendChild(f)})`
