/**
 * How wide a product grid's pictures are drawn (a photo's `sizes`), after product-grid.module.css: 2 columns on a
 * phone, 3 from 600 px, `columns` from 960 px within the content's 1,200 px.
 */
export function gridSizes(columns: number): string {
  return `(max-width: 599px) 50vw, (max-width: 959px) 33vw, ${Math.ceil(1200 / columns)}px`;
}
