import type { ReactElement, ReactNode } from 'react';
import type { LocalizedText } from '../contracts/entities';
import { localized, variantText } from '../i18n/localized';
import { useMallStore } from '../store';
import { imageUrl } from '../utils/image-url';
import styles from './product-line.module.css';

/** What a line shows of the goods: an order's line, a confirmation's, a cart's (a cart's has no specs in words). */
export type ProductLineGoods = { pic: string } & LocalizedText<'prodName'> &
  LocalizedText<'skuName'> &
  Partial<LocalizedText<'specs'>>;

/** Each page keeps its own look of the line (its grid, the picture's corners, how the name wraps). */
export interface ProductLineClasses {
  line: string;
  picture: string;
  name: string;
  sku?: string;
  figures: string;
}

export interface ProductLineProps {
  goods: ProductLineGoods;
  /** The picture's width and height in CSS pixels (reserves its place before it loads). */
  pictureSize: number;
  /** The price and the count, as the page words them. */
  figures: ReactNode;
  classes: ProductLineClasses;
  /** The chosen option under the name (when it says more than the name). */
  withSku?: boolean;
}

/** One line of goods in a list (`<li>`): picture, name, the chosen option, then the price and count. */
export function ProductLine({ goods, pictureSize, figures, classes, withSku = true }: ProductLineProps): ReactElement {
  const language = useMallStore((state) => state.language);
  const imagePath = useMallStore((state) => state.imagePath);
  const name = localized(goods, 'prodName', language);
  const sku = withSku ? variantText(goods, name, language) : '';
  return (
    <li className={classes.line}>
      <img
        className={classes.picture}
        src={imageUrl(goods.pic, imagePath)}
        alt={name}
        width={pictureSize}
        height={pictureSize}
        loading="lazy"
      />
      <div className={styles.text}>
        <p className={classes.name}>{name}</p>
        {sku && <p className={classes.sku}>{sku}</p>}
      </div>
      <div className={classes.figures}>{figures}</div>
    </li>
  );
}
