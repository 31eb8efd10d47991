/**
 * The few behaviours a page without React still needs, as one small inline
 * script run on every page (with or without React). It listens on the
 * document, so markup React renders later is served the same way:
 * - `data-print`: a button that opens the browser's print dialog;
 * - `data-map-embed` (the map's address) and `data-map-title` on a button
 *   inside a `data-map-frame` box: the interactive map is framed there only
 *   when the visitor asks for it, and the box's placeholder is hidden;
 * - `data-gallery-show="N"` on a thumbnail button inside a `data-gallery`:
 *   shows the large image `data-gallery-image="N"`, hides the others, and
 *   marks the pressed thumbnail (`aria-pressed`).
 */
export const pageEnhancements = `document.addEventListener("click", function (event) {
  var target = event.target instanceof Element ? event.target.closest("[data-print],[data-map-embed],[data-gallery-show]") : null;
  if (!target) return;
  var i;
  if (target.hasAttribute("data-print")) {
    window.print();
  } else if (target.hasAttribute("data-gallery-show")) {
    var gallery = target.closest("[data-gallery]");
    if (!gallery) return;
    var shown = target.getAttribute("data-gallery-show");
    var images = gallery.querySelectorAll("[data-gallery-image]");
    for (i = 0; i < images.length; i++) images[i].hidden = images[i].getAttribute("data-gallery-image") !== shown;
    var thumbnails = gallery.querySelectorAll("[data-gallery-show]");
    for (i = 0; i < thumbnails.length; i++) thumbnails[i].setAttribute("aria-pressed", String(thumbnails[i] === target));
  } else {
    var box = target.closest("[data-map-frame]");
    if (!box) return;
    var frame = document.createElement("iframe");
    frame.title = target.getAttribute("data-map-title") || "";
    frame.src = target.getAttribute("data-map-embed");
    frame.className = "absolute inset-0 size-full border-0";
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    for (i = 0; i < box.children.length; i++) box.children[i].hidden = true;
    box.appendChild(frame);
  }
});`
