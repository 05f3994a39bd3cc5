// The words the demo mall is composed from, in Khmer, English and Chinese.
import type { ImageIcon } from '../services/images';

export interface Text {
  kh: string;
  en: string;
  cn: string;
}

export type SpecKind =
  'none' | 'weight' | 'pack' | 'storage-colour' | 'config' | 'size-colour' | 'shoe-size-colour' | 'colour';

export interface ItemDef {
  text: Text;
  price: number; // US dollars, before the qualifier's factor
  sub?: number; // index of the subcategory
  specs?: SpecKind; // overrides the category's
  icon?: ImageIcon;
  hue?: number;
}

/** A word that makes an item a product: en and cn before the item, kh after it (as each language orders them). */
export interface QualifierDef extends Text {
  factor?: number;
}

export interface SubcategoryDef {
  name: Text;
  icon: ImageIcon;
  hue: number;
}

export interface CategoryDef {
  name: Text;
  icon: ImageIcon;
  hue: number;
  specs: SpecKind;
  subs: SubcategoryDef[];
  items: ItemDef[];
  qualifiers: QualifierDef[];
  brief: Text;
  content: Text; // {name} is replaced by the product's name
}

const t = (en: string, kh: string, cn: string): Text => ({ en, kh, cn });
const PLAIN: QualifierDef = t('', '', '');

export const CLOSING: Text = t(
  'Delivered to your door in downtown Phnom Penh. Free delivery on orders of $50 or more.',
  'ដឹកជូនដល់ផ្ទះក្នុងតំបន់កណ្ដាលក្រុងភ្នំពេញ។ ដឹកជញ្ជូនឥតគិតថ្លៃ សម្រាប់ការបញ្ជាទិញចាប់ពី $50 ឡើងទៅ។',
  '金边市中心送货上门。订单满 $50 免运费。',
);

export const STANDARD_SKU: Text = t('Standard', 'ស្តង់ដារ', '标准款');

export interface SpecValueDef extends Text {
  factor?: number; // multiplies the price
  extra?: number; // adds dollars to the price
  hue?: number; // the picture's colour for this value
}

export interface SpecDef {
  name: Text;
  values: SpecValueDef[];
}

export const COLOURS: SpecValueDef[] = [
  { ...t('Black', 'ខ្មៅ', '黑色'), hue: 230 },
  { ...t('White', 'ស', '白色'), hue: 45 },
  { ...t('Navy', 'ខៀវចាស់', '藏青色'), hue: 225 },
  { ...t('Red', 'ក្រហម', '红色'), hue: 0 },
  { ...t('Grey', 'ប្រផេះ', '灰色'), hue: 200 },
  { ...t('Pink', 'ផ្កាឈូក', '粉色'), hue: 330 },
  { ...t('Blue', 'ខៀវ', '蓝色'), hue: 210 },
  { ...t('Green', 'បៃតង', '绿色'), hue: 130 },
  { ...t('Silver', 'ប្រាក់', '银色'), hue: 190 },
  { ...t('Gold', 'មាស', '金色'), hue: 45 },
];

export const SPEC_NAMES = {
  size: t('Size', 'ទំហំ', '尺码'),
  colour: t('Colour', 'ពណ៌', '颜色'),
  storage: t('Storage', 'ទំហំផ្ទុក', '存储容量'),
  config: t('Configuration', 'ការកំណត់រចនាសម្ព័ន្ធ', '配置'),
  weight: t('Weight', 'ទម្ងន់', '重量'),
  pack: t('Pack', 'ការវេចខ្ចប់', '包装'),
};

export const SIZES: SpecValueDef[] = ['S', 'M', 'L', 'XL'].map((s, i) => ({ ...t(s, s, s), extra: i === 3 ? 1 : 0 }));
export const SHOE_SIZES: SpecValueDef[] = ['39', '40', '41', '42', '43'].map((s) => t(s, s, s));
export const WEIGHTS: SpecValueDef[] = [
  { ...t('500 g', '៥០០ ក្រាម', '500克'), factor: 0.55 },
  { ...t('1 kg', '១ គីឡូក្រាម', '1公斤'), factor: 1 },
];
export const PACKS: SpecValueDef[] = [
  { ...t('1 bottle', '១ ដប', '单瓶'), factor: 1 },
  { ...t('6-pack', '៦ ដប', '6瓶装'), factor: 5.6 },
  { ...t('Case of 24', '១ កេស (២៤ ដប)', '整箱24瓶'), factor: 21 },
];
export const STORAGES: SpecValueDef[] = [
  { ...t('128 GB', '128GB', '128GB'), extra: 0 },
  { ...t('256 GB', '256GB', '256GB'), extra: 90 },
  { ...t('512 GB', '512GB', '512GB'), extra: 220 },
];
export const CONFIGS: SpecValueDef[] = [
  { ...t('8 GB / 256 GB SSD', '8GB / 256GB SSD', '8GB / 256GB SSD'), extra: 0 },
  { ...t('16 GB / 512 GB SSD', '16GB / 512GB SSD', '16GB / 512GB SSD'), extra: 120 },
  { ...t('16 GB / 1 TB SSD', '16GB / 1TB SSD', '16GB / 1TB SSD'), extra: 240 },
];

export const CATEGORIES: CategoryDef[] = [
  {
    name: t('Fresh produce', 'ផលិតផលស្រស់', '生鲜果蔬'),
    icon: 'fruit',
    hue: 100,
    specs: 'weight',
    subs: [
      { name: t('Fruit', 'ផ្លែឈើ', '水果'), icon: 'fruit', hue: 30 },
      { name: t('Vegetables', 'បន្លែ', '蔬菜'), icon: 'leaf', hue: 120 },
    ],
    items: [
      { text: t('Mango', 'ស្វាយ', '芒果'), price: 2.5, sub: 0, hue: 42 },
      { text: t('Durian', 'ធុរេន', '榴莲'), price: 6, sub: 0, hue: 70 },
      { text: t('Dragon fruit', 'ស្រកានាគ', '火龙果'), price: 2, sub: 0, hue: 330 },
      { text: t('Longan', 'មៀន', '龙眼'), price: 3, sub: 0, hue: 35 },
      { text: t('Banana', 'ចេក', '香蕉'), price: 1.2, sub: 0, hue: 55 },
      { text: t('Pomelo', 'ក្រូចថ្លុង', '柚子'), price: 2.8, sub: 0, hue: 90 },
      { text: t('Rambutan', 'សាវម៉ាវ', '红毛丹'), price: 2.2, sub: 0, hue: 355 },
      { text: t('Mangosteen', 'មង្ឃុត', '山竹'), price: 3.5, sub: 0, hue: 290 },
      { text: t('Morning glory', 'ត្រកួន', '空心菜'), price: 0.6, sub: 1, icon: 'leaf', hue: 115 },
      { text: t('Cucumber', 'ត្រសក់', '黄瓜'), price: 0.8, sub: 1, icon: 'leaf', hue: 105 },
      { text: t('Long beans', 'សណ្ដែកកួរ', '豇豆'), price: 0.9, sub: 1, icon: 'leaf', hue: 95 },
      { text: t('Tomatoes', 'ប៉េងប៉ោះ', '番茄'), price: 1.1, sub: 1, icon: 'fruit', hue: 5 },
      { text: t('Chinese kale', 'ខាត់ណា', '芥蓝'), price: 0.9, sub: 1, icon: 'leaf', hue: 140 },
      { text: t('Lemongrass', 'ស្លឹកគ្រៃ', '香茅'), price: 0.5, sub: 1, icon: 'leaf', hue: 80 },
    ],
    qualifiers: [
      PLAIN,
      t('Kampot', 'កំពត', '贡布'),
      t('Battambang', 'បាត់ដំបង', '马德望'),
      { ...t('Organic', 'សរីរាង្គ', '有机'), factor: 1.4 },
    ],
    brief: t(
      'Picked fresh and delivered the same day in Phnom Penh.',
      'បេះថ្មីៗ និងដឹកជូនក្នុងថ្ងៃតែមួយនៅភ្នំពេញ។',
      '新鲜采摘，金边当日送达。',
    ),
    content: t(
      '{name} comes from trusted Cambodian farms. We check every batch for freshness and pack it carefully so it reaches your kitchen in perfect condition.',
      '{name} មកពីកសិដ្ឋានខ្មែរដែលអាចទុកចិត្តបាន។ យើងពិនិត្យភាពស្រស់រាល់ពេលទំនិញមកដល់ ហើយវេចខ្ចប់យ៉ាងប្រុងប្រយ័ត្ន ដើម្បីឱ្យវាដល់ផ្ទះបាយរបស់អ្នកក្នុងស្ថានភាពល្អ។',
      '{name}来自值得信赖的柬埔寨农场。每批货都经过新鲜度检查并精心包装，完好送到您的厨房。',
    ),
  },
  {
    name: t('Groceries', 'គ្រឿងឧបភោគ', '粮油副食'),
    icon: 'rice',
    hue: 40,
    specs: 'none',
    subs: [
      { name: t('Rice & noodles', 'អង្ករ និងមី', '米面'), icon: 'rice', hue: 45 },
      { name: t('Sauces & seasonings', 'ទឹកជ្រលក់ និងគ្រឿងផ្សំ', '调味酱料'), icon: 'sauce', hue: 15 },
    ],
    items: [
      { text: t('Phka Rumduol jasmine rice 5 kg', 'អង្ករផ្ការំដួល ៥ គីឡូក្រាម', '茉莉香米5公斤'), price: 8.5, sub: 0 },
      { text: t('Glutinous rice 2 kg', 'អង្ករដំណើប ២ គីឡូក្រាម', '糯米2公斤'), price: 3.8, sub: 0 },
      { text: t('Rice noodles', 'គុយទាវ', '粿条'), price: 1.6, sub: 0 },
      { text: t('Instant noodles (pack of 5)', 'មីកញ្ចប់ (៥ កញ្ចប់)', '方便面（5包装）'), price: 1.9, sub: 0, icon: 'bag' },
      { text: t('Egg noodles', 'មីលឿង', '鸡蛋面'), price: 1.5, sub: 0, icon: 'bag' },
      { text: t('Fish sauce', 'ទឹកត្រី', '鱼露'), price: 1.8, sub: 1, icon: 'sauce', hue: 30 },
      { text: t('Kampot pepper', 'ម្រេចកំពត', '贡布胡椒'), price: 6.5, sub: 1, icon: 'sauce', hue: 0 },
      { text: t('Palm sugar', 'ស្ករត្នោត', '棕榈糖'), price: 2.2, sub: 1, icon: 'bag', hue: 28 },
      { text: t('Prahok', 'ប្រហុក', '柬式鱼酱'), price: 2.5, sub: 1, icon: 'sauce', hue: 35 },
      { text: t('Soy sauce', 'ទឹកស៊ីអ៊ីវ', '酱油'), price: 1.4, sub: 1, icon: 'sauce', hue: 20 },
      { text: t('Yellow kroeung paste', 'គ្រឿងលឿង', '黄香料酱'), price: 2, sub: 1, icon: 'sauce', hue: 50 },
      { text: t('Oyster sauce', 'ទឹកប្រេងខ្យង', '蚝油'), price: 1.7, sub: 1, icon: 'sauce', hue: 25 },
    ],
    qualifiers: [
      PLAIN,
      { ...t('Premium', 'ពិសេស', '特级'), factor: 1.3 },
      { ...t('Organic', 'សរីរាង្គ', '有机'), factor: 1.4 },
      t('Traditional', 'បែបប្រពៃណី', '传统'),
    ],
    brief: t(
      'Everyday pantry staples at fair prices.',
      'គ្រឿងឧបភោគប្រចាំថ្ងៃក្នុងតម្លៃសមរម្យ។',
      '日常必备粮油副食，价格实惠。',
    ),
    content: t(
      '{name} is a pantry favourite in Cambodian homes. Sealed for freshness and stored in a cool, dry place until it is packed for you.',
      '{name} ជាមុខទំនិញដែលគ្រួសារខ្មែរនិយមប្រើប្រាស់។ វេចខ្ចប់ជិតល្អដើម្បីរក្សាភាពស្រស់ និងរក្សាទុកនៅកន្លែងត្រជាក់ និងស្ងួត។',
      '{name}是柬埔寨家庭常备的好物。密封包装保持新鲜，存放于阴凉干燥处。',
    ),
  },
  {
    name: t('Drinks', 'ភេសជ្ជៈ', '酒水饮料'),
    icon: 'bottle',
    hue: 200,
    specs: 'none',
    subs: [
      { name: t('Coffee & tea', 'កាហ្វេ និងតែ', '咖啡茶叶'), icon: 'cup', hue: 25 },
      { name: t('Water & soft drinks', 'ទឹកសុទ្ធ និងភេសជ្ជៈ', '饮用水与饮料'), icon: 'bottle', hue: 195 },
    ],
    items: [
      {
        text: t('Ground coffee 500 g', 'កាហ្វេម៉ដ្ឋ ៥០០ ក្រាម', '研磨咖啡500克'),
        price: 5.5,
        sub: 0,
        icon: 'bag',
        hue: 25,
      },
      { text: t('Coffee beans 1 kg', 'គ្រាប់កាហ្វេ ១ គីឡូក្រាម', '咖啡豆1公斤'), price: 12, sub: 0, icon: 'bag', hue: 20 },
      {
        text: t('Iced coffee (can)', 'កាហ្វេទឹកកក (កំប៉ុង)', '罐装冰咖啡'),
        price: 0.9,
        sub: 0,
        icon: 'cup',
        hue: 30,
        specs: 'pack',
      },
      { text: t('Green tea', 'តែបៃតង', '绿茶'), price: 3, sub: 0, icon: 'cup', hue: 110 },
      { text: t('Jasmine tea', 'តែផ្កាម្លិះ', '茉莉花茶'), price: 3.2, sub: 0, icon: 'cup', hue: 80 },
      { text: t('Mineral water', 'ទឹកសុទ្ធ', '矿泉水'), price: 0.4, sub: 1, specs: 'pack', hue: 200 },
      { text: t('Coconut water', 'ទឹកដូង', '椰子水'), price: 1.2, sub: 1, specs: 'pack', hue: 90 },
      { text: t('Sugarcane juice', 'ទឹកអំពៅ', '甘蔗汁'), price: 1, sub: 1, specs: 'pack', hue: 70 },
      { text: t('Lemon soda', 'សូដាក្រូចឆ្មា', '柠檬苏打水'), price: 0.7, sub: 1, specs: 'pack', hue: 60 },
      { text: t('Soy milk', 'ទឹកសណ្ដែក', '豆奶'), price: 0.8, sub: 1, specs: 'pack', hue: 45 },
    ],
    qualifiers: [
      PLAIN,
      { ...t('Mondulkiri', 'មណ្ឌលគិរី', '蒙多基里'), factor: 1.2 },
      t('Kep', 'កែប', '白马'),
      t('Kirirom', 'គិរីរម្យ', '基里隆'),
    ],
    brief: t(
      'Refreshing drinks for hot Phnom Penh days.',
      'ភេសជ្ជៈស្រស់ស្រាយសម្រាប់ថ្ងៃក្ដៅនៅភ្នំពេញ។',
      '清爽饮品，伴您度过金边炎热的日子。',
    ),
    content: t(
      '{name} is best served chilled. Order a pack for the office or the family and we will bring it to your door.',
      '{name} ឆ្ងាញ់បំផុតពេលផឹកត្រជាក់។ បញ្ជាទិញមួយកញ្ចប់សម្រាប់ការិយាល័យ ឬក្រុមគ្រួសារ យើងនឹងដឹកជូនដល់មាត់ទ្វារ។',
      '{name}冰镇饮用风味更佳。为办公室或家人订购一箱，我们送货上门。',
    ),
  },
  {
    name: t('Phones', 'ទូរស័ព្ទ', '手机数码'),
    icon: 'phone',
    hue: 220,
    specs: 'storage-colour',
    subs: [
      { name: t('Smartphones', 'ស្មាតហ្វូន', '智能手机'), icon: 'phone', hue: 225 },
      { name: t('Phone accessories', 'គ្រឿងបន្លាស់ទូរស័ព្ទ', '手机配件'), icon: 'cable', hue: 260 },
    ],
    items: [
      { text: t('Samsung Galaxy A55', 'ទូរស័ព្ទ Samsung Galaxy A55', '三星 Galaxy A55'), price: 389, sub: 0, hue: 215 },
      { text: t('Samsung Galaxy S24', 'ទូរស័ព្ទ Samsung Galaxy S24', '三星 Galaxy S24'), price: 799, sub: 0, hue: 250 },
      { text: t('OPPO Reno 11', 'ទូរស័ព្ទ OPPO Reno 11', 'OPPO Reno 11'), price: 369, sub: 0, hue: 150 },
      { text: t('OPPO A79', 'ទូរស័ព្ទ OPPO A79', 'OPPO A79'), price: 219, sub: 0, hue: 165 },
      { text: t('vivo V30', 'ទូរស័ព្ទ vivo V30', 'vivo V30'), price: 399, sub: 0, hue: 200 },
      { text: t('vivo Y36', 'ទូរស័ព្ទ vivo Y36', 'vivo Y36'), price: 199, sub: 0, hue: 185 },
      {
        text: t('Xiaomi Redmi Note 13', 'ទូរស័ព្ទ Xiaomi Redmi Note 13', '小米 Redmi Note 13'),
        price: 229,
        sub: 0,
        hue: 20,
      },
      { text: t('Xiaomi 14T', 'ទូរស័ព្ទ Xiaomi 14T', '小米 14T'), price: 499, sub: 0, hue: 10 },
      { text: t('iPhone 15', 'ទូរស័ព្ទ iPhone 15', '苹果 iPhone 15'), price: 829, sub: 0, hue: 340 },
      { text: t('iPhone 15 Pro', 'ទូរស័ព្ទ iPhone 15 Pro', '苹果 iPhone 15 Pro'), price: 1049, sub: 0, hue: 30 },
      { text: t('realme 12', 'ទូរស័ព្ទ realme 12', 'realme 12'), price: 249, sub: 0, hue: 55 },
      {
        text: t('Fast charger 25 W', 'ឆ្នាំងសាកលឿន 25W', '25W快充充电器'),
        price: 12,
        sub: 1,
        specs: 'none',
        icon: 'cable',
        hue: 260,
      },
      {
        text: t('USB-C cable 1 m', 'ខ្សែសាក USB-C ១ ម៉ែត្រ', 'USB-C数据线1米'),
        price: 4.5,
        sub: 1,
        specs: 'colour',
        icon: 'cable',
        hue: 270,
      },
      {
        text: t('Power bank 10,000 mAh', 'ថ្មបម្រុង 10000mAh', '10000毫安充电宝'),
        price: 19,
        sub: 1,
        specs: 'colour',
        icon: 'cable',
        hue: 240,
      },
      { text: t('Phone case', 'ស្រោមទូរស័ព្ទ', '手机壳'), price: 6, sub: 1, specs: 'colour', icon: 'phone', hue: 300 },
      {
        text: t('Tempered glass screen protector', 'កញ្ចក់ការពារអេក្រង់', '钢化玻璃膜'),
        price: 3.5,
        sub: 1,
        specs: 'none',
        icon: 'phone',
        hue: 190,
      },
      {
        text: t('Wireless earbuds', 'កាសឥតខ្សែ', '无线蓝牙耳机'),
        price: 29,
        sub: 1,
        specs: 'colour',
        icon: 'cable',
        hue: 280,
      },
      {
        text: t('Car phone holder', 'ជើងទម្រទូរស័ព្ទក្នុងឡាន', '车载手机支架'),
        price: 8,
        sub: 1,
        specs: 'none',
        icon: 'cable',
        hue: 230,
      },
    ],
    qualifiers: [PLAIN],
    brief: t('Genuine product with official warranty.', 'ផលិតផលពិតប្រាកដ មានការធានាផ្លូវការ។', '正品行货，官方保修。'),
    content: t(
      '{name} is sold with a 12-month official warranty in Cambodia. Every unit is new and sealed, with a Khmer-language guide in the box.',
      '{name} លក់ជាមួយការធានាផ្លូវការរយៈពេល ១២ ខែនៅកម្ពុជា។ គ្រប់គ្រឿងជារបស់ថ្មី មិនទាន់បើកប្រអប់ និងមានសៀវភៅណែនាំជាភាសាខ្មែរ។',
      '{name}在柬埔寨享受12个月官方保修。每台均为全新未拆封，附高棉语使用指南。',
    ),
  },
  {
    name: t('Laptops & computers', 'កុំព្យូទ័រ', '电脑办公'),
    icon: 'laptop',
    hue: 240,
    specs: 'config',
    subs: [],
    items: [
      {
        text: t('Lenovo IdeaPad Slim 3', 'កុំព្យូទ័រយួរដៃ Lenovo IdeaPad Slim 3', '联想 IdeaPad Slim 3 笔记本'),
        price: 549,
        hue: 210,
      },
      {
        text: t('Lenovo ThinkPad E14', 'កុំព្យូទ័រយួរដៃ Lenovo ThinkPad E14', '联想 ThinkPad E14 笔记本'),
        price: 829,
        hue: 0,
      },
      { text: t('ASUS Vivobook 15', 'កុំព្យូទ័រយួរដៃ ASUS Vivobook 15', '华硕 Vivobook 15 笔记本'), price: 499, hue: 195 },
      {
        text: t('ASUS Zenbook 14 OLED', 'កុំព្យូទ័រយួរដៃ ASUS Zenbook 14 OLED', '华硕 Zenbook 14 OLED 笔记本'),
        price: 899,
        hue: 230,
      },
      {
        text: t('ASUS ROG Strix G16', 'កុំព្យូទ័រលេងហ្គេម ASUS ROG Strix G16', '华硕 ROG Strix G16 游戏本'),
        price: 1399,
        hue: 350,
      },
      { text: t('Dell Inspiron 15', 'កុំព្យូទ័រយួរដៃ Dell Inspiron 15', '戴尔 Inspiron 15 笔记本'), price: 629, hue: 205 },
      { text: t('Dell XPS 13', 'កុំព្យូទ័រយួរដៃ Dell XPS 13', '戴尔 XPS 13 笔记本'), price: 1199, hue: 220 },
      { text: t('HP Pavilion 15', 'កុំព្យូទ័រយួរដៃ HP Pavilion 15', '惠普 Pavilion 15 笔记本'), price: 649, hue: 190 },
      { text: t('HP Victus 15', 'កុំព្យូទ័រលេងហ្គេម HP Victus 15', '惠普 Victus 15 游戏本'), price: 799, hue: 170 },
      { text: t('Acer Aspire 5', 'កុំព្យូទ័រយួរដៃ Acer Aspire 5', '宏碁 Aspire 5 笔记本'), price: 479, hue: 120 },
      { text: t('Acer Swift Go 14', 'កុំព្យូទ័រយួរដៃ Acer Swift Go 14', '宏碁 Swift Go 14 笔记本'), price: 749, hue: 140 },
      { text: t('MacBook Air 13 M3', 'កុំព្យូទ័រយួរដៃ MacBook Air 13 M3', '苹果 MacBook Air 13 M3'), price: 1099, hue: 40 },
      { text: t('MacBook Pro 14 M3', 'កុំព្យូទ័រយួរដៃ MacBook Pro 14 M3', '苹果 MacBook Pro 14 M3'), price: 1599, hue: 260 },
      { text: t('Wireless mouse', 'កណ្ដុរឥតខ្សែ', '无线鼠标'), price: 9, specs: 'colour', icon: 'cable', hue: 250 },
      {
        text: t('Mechanical keyboard', 'ក្ដារចុចមេកានិច', '机械键盘'),
        price: 45,
        specs: 'none',
        icon: 'laptop',
        hue: 280,
      },
      {
        text: t('Laptop backpack 15.6 inch', 'កាបូបស្ពាយកុំព្យូទ័រ 15.6 អ៊ីញ', '15.6英寸电脑双肩包'),
        price: 25,
        specs: 'colour',
        icon: 'bag',
        hue: 215,
      },
      {
        text: t('USB-C hub 7-in-1', 'ឧបករណ៍ភ្ជាប់ USB-C 7 ក្នុង 1', '七合一USB-C扩展坞'),
        price: 29,
        specs: 'none',
        icon: 'cable',
        hue: 200,
      },
    ],
    qualifiers: [PLAIN],
    brief: t(
      'For study, work and play, with official warranty.',
      'សម្រាប់ការសិក្សា ការងារ និងការកម្សាន្ត មានការធានាផ្លូវការ។',
      '学习、办公、娱乐皆宜，官方保修。',
    ),
    content: t(
      "{name} is a genuine product sold with the maker's warranty. Ask our team for advice before you buy: we answer in Khmer, English and Chinese.",
      '{name} ជាផលិតផលពិតប្រាកដ លក់ជាមួយការធានាពីក្រុមហ៊ុនផលិត។ សូមសាកសួរក្រុមការងាររបស់យើងមុនពេលទិញ យើងឆ្លើយតបជាភាសាខ្មែរ អង់គ្លេស និងចិន។',
      '{name}为正品，享厂家保修。购买前欢迎咨询我们的团队，我们提供高棉语、英语和中文服务。',
    ),
  },
  {
    name: t('Home appliances', 'គ្រឿងអគ្គិសនី', '家用电器'),
    icon: 'appliance',
    hue: 180,
    specs: 'colour',
    subs: [],
    items: [
      { text: t('Rice cooker 1.8 L', 'ឆ្នាំងដាំបាយអគ្គិសនី ១.៨ លីត្រ', '1.8升电饭煲'), price: 45, icon: 'pot', hue: 0 },
      { text: t('Stand fan', 'កង្ហារឈរ', '落地扇'), price: 35, specs: 'none', hue: 190 },
      {
        text: t('Inverter air conditioner 1 HP', 'ម៉ាស៊ីនត្រជាក់អ៊ីនវើទ័រ 1HP', '1匹变频空调'),
        price: 329,
        specs: 'none',
        hue: 200,
      },
      { text: t('Refrigerator 250 L', 'ទូទឹកកក ២៥០ លីត្រ', '250升冰箱'), price: 389, hue: 185 },
      { text: t('Washing machine 8 kg', 'ម៉ាស៊ីនបោកគក់ ៨ គីឡូក្រាម', '8公斤洗衣机'), price: 299, specs: 'none', hue: 210 },
      { text: t('Microwave oven', 'ឡមីក្រូវ៉េវ', '微波炉'), price: 89, hue: 20 },
      { text: t('Water dispenser', 'ម៉ាស៊ីនចាក់ទឹកក្ដៅត្រជាក់', '冷热饮水机'), price: 79, specs: 'none', hue: 195 },
      { text: t('Electric kettle', 'កំសៀវអគ្គិសនី', '电热水壶'), price: 19, icon: 'pot', hue: 10 },
      { text: t('Blender', 'ម៉ាស៊ីនក្រឡុក', '搅拌机'), price: 39, hue: 100 },
      { text: t('Steam iron', 'ឆ្នាំងអ៊ុតចំហាយ', '蒸汽熨斗'), price: 22, hue: 280 },
      { text: t('Air fryer', 'ឆ្នាំងចៀនគ្មានប្រេង', '空气炸锅'), price: 69, icon: 'pot', hue: 30 },
      { text: t('Vacuum cleaner', 'ម៉ាស៊ីនបូមធូលី', '吸尘器'), price: 119, hue: 160 },
    ],
    qualifiers: [
      t('Sharp', 'ម៉ាក Sharp', '夏普'),
      { ...t('Panasonic', 'ម៉ាក Panasonic', '松下'), factor: 1.15 },
      t('Toshiba', 'ម៉ាក Toshiba', '东芝'),
      { ...t('Midea', 'ម៉ាក Midea', '美的'), factor: 0.9 },
    ],
    brief: t(
      'Built for Cambodian homes, with after-sales service in Phnom Penh.',
      'សាកសមសម្រាប់គេហដ្ឋានខ្មែរ មានសេវាក្រោយការលក់នៅភ្នំពេញ។',
      '适合柬埔寨家庭使用，金边提供售后服务。',
    ),
    content: t(
      '{name} runs on 220 V and is covered by a one-year warranty. Large items are delivered and set up by our own team.',
      '{name} ប្រើចរន្តអគ្គិសនី 220V និងមានការធានារយៈពេលមួយឆ្នាំ។ ទំនិញធំៗ ក្រុមការងាររបស់យើងដឹកជូន និងដំឡើងដោយផ្ទាល់។',
      '{name}适用220V电压，保修一年。大件商品由我们的团队送货并安装。',
    ),
  },
  {
    name: t("Men's clothing", 'សម្លៀកបំពាក់បុរស', '男装'),
    icon: 'shirt',
    hue: 210,
    specs: 'size-colour',
    subs: [],
    items: [
      { text: t('T-shirt', 'អាវយឺត', 'T恤'), price: 8 },
      { text: t('Polo shirt', 'អាវប៉ូឡូ', 'Polo衫'), price: 14 },
      { text: t('Long-sleeve shirt', 'អាវសឺមីដៃវែង', '长袖衬衫'), price: 18 },
      { text: t('Jeans', 'ខោខូវប៊យ', '牛仔裤'), price: 24 },
      { text: t('Chino trousers', 'ខោជើងវែង', '休闲长裤'), price: 21 },
      { text: t('Shorts', 'ខោខ្លី', '短裤'), price: 11 },
      { text: t('Hoodie', 'អាវរងាមានមួក', '连帽卫衣'), price: 22 },
      { text: t('Light jacket', 'អាវក្រៅស្ដើង', '薄款夹克'), price: 29 },
    ],
    qualifiers: [
      t('Cotton', 'កប្បាស', '纯棉'),
      t('Slim-fit', 'រាងស្លីម', '修身'),
      t('Classic', 'បែបបុរាណ', '经典'),
      { ...t('Breathable', 'ស្រូបញើស', '透气'), factor: 1.1 },
    ],
    brief: t(
      'Comfortable everyday wear for the tropical heat.',
      'សម្លៀកបំពាក់ប្រចាំថ្ងៃ ពាក់ស្រួល សាកសមនឹងអាកាសធាតុក្ដៅ។',
      '舒适日常穿搭，适合热带气候。',
    ),
    content: t(
      '{name} is cut for a relaxed fit and washes well. Check the size chart, and exchange it within 7 days if it does not fit.',
      '{name} កាត់ដេរបែបធូរស្រួល និងបោកគក់ងាយ។ សូមពិនិត្យតារាងទំហំ ហើយអាចប្ដូរបានក្នុងរយៈពេល ៧ ថ្ងៃ ប្រសិនបើមិនត្រូវខ្នាត។',
      '{name}版型宽松舒适，耐洗易打理。请参考尺码表，不合身可在7天内换货。',
    ),
  },
  {
    name: t("Women's clothing", 'សម្លៀកបំពាក់នារី', '女装'),
    icon: 'dress',
    hue: 330,
    specs: 'size-colour',
    subs: [],
    items: [
      { text: t('Blouse', 'អាវនារី', '女士衬衫'), price: 15, icon: 'shirt' },
      { text: t('Maxi dress', 'រ៉ូបវែង', '长款连衣裙'), price: 26 },
      { text: t('Summer dress', 'រ៉ូបរដូវក្ដៅ', '夏季连衣裙'), price: 19 },
      { text: t('Khmer sampot', 'សំពត់ខ្មែរ', '柬式纱笼'), price: 32 },
      { text: t('Pleated skirt', 'សំពត់ផ្នត់', '百褶裙'), price: 17 },
      { text: t('Wide-leg trousers', 'ខោជើងធំ', '阔腿裤'), price: 21 },
      { text: t('Cardigan', 'អាវរងាស្ដើង', '针织开衫'), price: 18, icon: 'shirt' },
      { text: t('Tunic top', 'អាវវែងនារី', '长款上衣'), price: 16, icon: 'shirt' },
    ],
    qualifiers: [
      t('Floral', 'លំនាំផ្កា', '碎花'),
      t('Cotton', 'កប្បាស', '纯棉'),
      { ...t('Silk', 'សូត្រ', '真丝'), factor: 1.6 },
      t('Casual', 'បែបសាមញ្ញ', '休闲'),
    ],
    brief: t(
      'Easy, elegant pieces for work and weekends.',
      'សម្លៀកបំពាក់ស្រស់ស្អាត ងាយស្លៀក សម្រាប់ធ្វើការ និងចុងសប្ដាហ៍។',
      '简约优雅，通勤周末皆宜。',
    ),
    content: t(
      '{name} is made from soft, breathable fabric. Check the size chart, and exchange it within 7 days if it does not fit.',
      '{name} ផលិតពីក្រណាត់ទន់ និងខ្យល់ចេញចូលបានល្អ។ សូមពិនិត្យតារាងទំហំ ហើយអាចប្ដូរបានក្នុងរយៈពេល ៧ ថ្ងៃ ប្រសិនបើមិនត្រូវខ្នាត។',
      '{name}采用柔软透气面料。请参考尺码表，不合身可在7天内换货。',
    ),
  },
  {
    name: t('Shoes', 'ស្បែកជើង', '鞋靴'),
    icon: 'shoe',
    hue: 20,
    specs: 'shoe-size-colour',
    subs: [],
    items: [
      { text: t('sneakers', 'ស្បែកជើងប៉ាតា', '运动鞋'), price: 35 },
      { text: t('running shoes', 'ស្បែកជើងរត់', '跑步鞋'), price: 49 },
      { text: t('sandals', 'ស្បែកជើងសង្រែក', '凉鞋'), price: 15 },
      { text: t('flip-flops', 'ស្បែកជើងផ្ទាត់', '人字拖'), price: 6 },
      { text: t('leather shoes', 'ស្បែកជើងស្បែក', '皮鞋'), price: 55 },
      { text: t('canvas shoes', 'ស្បែកជើងក្រណាត់', '帆布鞋'), price: 19 },
      { text: t('slippers', 'ស្បែកជើងពាក់ក្នុងផ្ទះ', '居家拖鞋'), price: 7 },
      { text: t('loafers', 'ស្បែកជើងឡូហ្វឺ', '乐福鞋'), price: 39 },
    ],
    qualifiers: [
      t("Men's", 'បុរស', '男士'),
      t("Women's", 'នារី', '女士'),
      t('Lightweight', 'ស្រាល', '轻便'),
      { ...t('Classic', 'បែបបុរាណ', '经典'), factor: 1.1 },
    ],
    brief: t(
      'Comfort from the morning market to the evening walk.',
      'ពាក់ស្រួលពេញមួយថ្ងៃ ពីផ្សារពេលព្រឹក ដល់ដើរលេងពេលល្ងាច។',
      '从早市到傍晚散步，全天舒适。',
    ),
    content: t(
      '{name} has a cushioned sole and a grip that holds on wet streets in the rainy season. Sizes follow EU numbering.',
      '{name} មានបាតទន់ និងមិនរអិលលើផ្លូវសើមក្នុងរដូវវស្សា។ លេខទំហំតាមខ្នាតអឺរ៉ុប។',
      '{name}鞋底柔软缓震，雨季湿滑路面也防滑。尺码为欧码。',
    ),
  },
  {
    name: t('Beauty & personal care', 'សម្ផស្ស និងថែរក្សាខ្លួន', '美妆个护'),
    icon: 'lipstick',
    hue: 345,
    specs: 'none',
    subs: [],
    items: [
      { text: t('Sunscreen SPF 50', 'ឡេការពារកម្ដៅថ្ងៃ SPF50', '防晒霜SPF50'), price: 12, icon: 'bottle', hue: 40 },
      { text: t('Face wash', 'ទឹកលាងមុខ', '洗面奶'), price: 6, icon: 'bottle', hue: 190 },
      { text: t('Moisturiser', 'ឡេសំណើម', '保湿霜'), price: 14, icon: 'bottle', hue: 170 },
      { text: t('Lipstick', 'ក្រែមលាបមាត់', '口红'), price: 9, hue: 350 },
      { text: t('Shampoo', 'សាប៊ូកក់សក់', '洗发水'), price: 5.5, icon: 'bottle', hue: 140 },
      { text: t('Body lotion', 'ឡេលាបខ្លួន', '身体乳'), price: 7, icon: 'bottle', hue: 30 },
      { text: t('Face serum', 'សេរ៉ូមលាបមុខ', '精华液'), price: 18, icon: 'bottle', hue: 280 },
      {
        text: t('Sheet masks (box of 10)', 'ម៉ាស់មុខ (ប្រអប់ ១០ សន្លឹក)', '面膜（10片装）'),
        price: 11,
        icon: 'gift',
        hue: 320,
      },
    ],
    qualifiers: [
      t('Aloe vera', 'ផ្សំប្រទាលកន្ទុយក្រពើ', '芦荟'),
      t('Rice extract', 'ផ្សំចម្រាញ់ពីអង្ករ', '大米精华'),
      t('Coconut', 'ផ្សំដូង', '椰子'),
      { ...t('Vitamin C', 'ផ្សំវីតាមីន C', '维C'), factor: 1.2 },
    ],
    brief: t(
      'Gentle care for skin in a hot, humid climate.',
      'ថែរក្សាស្បែកដោយទន់ភ្លន់ ក្នុងអាកាសធាតុក្ដៅ និងសើម។',
      '温和护理，适合湿热气候的肌肤。',
    ),
    content: t(
      '{name} is dermatologically tested and imported through authorised distributors. Keep it out of direct sunlight.',
      '{name} ត្រូវបានសាកល្បងដោយគ្រូពេទ្យជំនាញស្បែក និងនាំចូលតាមរយៈអ្នកចែកចាយដែលមានការអនុញ្ញាត។ សូមទុកឱ្យឆ្ងាយពីពន្លឺថ្ងៃផ្ទាល់។',
      '{name}经皮肤科测试，由授权经销商进口。请避免阳光直射。',
    ),
  },
  {
    name: t('Mother & baby', 'ម្ដាយ និងទារក', '母婴用品'),
    icon: 'baby',
    hue: 300,
    specs: 'none',
    subs: [],
    items: [
      { text: t('diapers (pack of 40)', 'កន្ទបទារក (៤០ ផ្ទាំង)', '纸尿裤（40片装）'), price: 15, icon: 'bag', hue: 200 },
      {
        text: t('infant formula 800 g', 'ទឹកដោះគោម្សៅទារក ៨០០ ក្រាម', '婴儿配方奶粉800克'),
        price: 28,
        icon: 'gift',
        hue: 50,
      },
      { text: t('feeding bottle', 'ដបទឹកដោះ', '奶瓶'), price: 8, hue: 300 },
      { text: t('baby wipes', 'ក្រដាសសើមទារក', '婴儿湿巾'), price: 3, icon: 'bag', hue: 180 },
      { text: t('baby stroller', 'រទេះរុញទារក', '婴儿推车'), price: 129, icon: 'gift', hue: 260 },
      { text: t('baby carrier', 'កាបូបពុនទារក', '婴儿背带'), price: 35, icon: 'bag', hue: 20 },
      { text: t('baby lotion', 'ឡេទារក', '婴儿润肤露'), price: 6, icon: 'bottle', hue: 330 },
      { text: t('soft toy', 'តុក្កតាទន់', '毛绒玩具'), price: 9, icon: 'gift', hue: 40 },
    ],
    qualifiers: [
      t('Everyday', 'សម្រាប់ប្រើប្រចាំថ្ងៃ', '日常'),
      t('Newborn', 'សម្រាប់ទារកទើបកើត', '新生儿'),
      { ...t('Premium', 'ពិសេស', '优选'), factor: 1.3 },
    ],
    brief: t(
      'Safe, trusted essentials for little ones.',
      'សម្ភារៈចាំបាច់ដែលមានសុវត្ថិភាព និងគួរឱ្យទុកចិត្តសម្រាប់កូនតូច។',
      '安全放心的宝宝必需品。',
    ),
    content: t(
      '{name} meets international safety standards. Parents in Phnom Penh can order before noon for delivery the same day.',
      '{name} ស្របតាមស្តង់ដារសុវត្ថិភាពអន្តរជាតិ។ ឪពុកម្ដាយនៅភ្នំពេញអាចបញ្ជាទិញមុនម៉ោង ១២ ថ្ងៃត្រង់ ដើម្បីទទួលបានក្នុងថ្ងៃដដែល។',
      '{name}符合国际安全标准。金边的家长中午12点前下单，当天即可送达。',
    ),
  },
  {
    name: t('Sports & outdoors', 'កីឡា និងក្រៅផ្ទះ', '运动户外'),
    icon: 'ball',
    hue: 150,
    specs: 'none',
    subs: [],
    items: [
      { text: t('football', 'បាល់ទាត់', '足球'), price: 18, hue: 140 },
      { text: t('badminton racket', 'រ៉ាកែតវាយសី', '羽毛球拍'), price: 25, icon: 'ball', hue: 60 },
      { text: t('yoga mat', 'កម្រាលយូហ្គា', '瑜伽垫'), price: 15, specs: 'colour', icon: 'bag', hue: 280 },
      { text: t('dumbbells (pair)', 'ដុំដែកហាត់ប្រាណ (មួយគូ)', '哑铃（一对）'), price: 22, icon: 'gift', hue: 220 },
      { text: t('jump rope', 'ខ្សែលោត', '跳绳'), price: 5, icon: 'cable', hue: 10 },
      { text: t('sports water bottle', 'ដបទឹកកីឡា', '运动水壶'), price: 9, specs: 'colour', icon: 'bottle', hue: 190 },
      { text: t('bicycle', 'កង់', '自行车'), price: 189, specs: 'colour', icon: 'ball', hue: 0 },
      { text: t('sports T-shirt', 'អាវកីឡា', '运动T恤'), price: 11, specs: 'size-colour', icon: 'shirt', hue: 160 },
      { text: t('volleyball', 'បាល់ទះ', '排球'), price: 16, hue: 50 },
    ],
    qualifiers: [
      { ...t('Pro', 'កម្រិតអាជីព', '专业'), factor: 1.5 },
      t('Training', 'សម្រាប់ហ្វឹកហាត់', '训练'),
      t('Outdoor', 'សម្រាប់ក្រៅផ្ទះ', '户外'),
    ],
    brief: t(
      'Gear for football, badminton and the morning workout.',
      'សម្ភារៈសម្រាប់បាល់ទាត់ វាយសី និងការហាត់ប្រាណពេលព្រឹក។',
      '足球、羽毛球和晨练装备。',
    ),
    content: t(
      '{name} is built to last through daily training. Try it at home, and return it within 7 days if it is not right for you.',
      '{name} ផលិតឡើងឱ្យប្រើបានយូរសម្រាប់ការហ្វឹកហាត់ប្រចាំថ្ងៃ។ សាកប្រើនៅផ្ទះ ហើយអាចប្រគល់វិញក្នុងរយៈពេល ៧ ថ្ងៃ ប្រសិនបើមិនសាកសម។',
      '{name}经久耐用，适合日常训练。在家试用，不合适可在7天内退货。',
    ),
  },
  {
    name: t('Books & stationery', 'សៀវភៅ និងសម្ភារៈសិក្សា', '图书文具'),
    icon: 'book',
    hue: 260,
    specs: 'none',
    subs: [],
    items: [
      { text: t('Khmer–English dictionary', 'វចនានុក្រមខ្មែរ-អង់គ្លេស', '高棉语-英语词典'), price: 12, hue: 0 },
      { text: t('A5 notebook', 'សៀវភៅកត់ត្រា A5', 'A5笔记本'), price: 2.5, hue: 200 },
      {
        text: t('Ballpoint pens (box of 12)', 'ប៊ិច (ប្រអប់ ១២ ដើម)', '圆珠笔（12支装）'),
        price: 3,
        icon: 'gift',
        hue: 220,
      },
      {
        text: t('Colour pencils (24 colours)', 'ខ្មៅដៃពណ៌ (២៤ ពណ៌)', '彩色铅笔（24色）'),
        price: 4.5,
        icon: 'gift',
        hue: 30,
      },
      { text: t("Children's storybook", 'សៀវភៅនិទានកុមារ', '儿童故事书'), price: 5, hue: 50 },
      { text: t('Khmer cookbook', 'សៀវភៅធ្វើម្ហូបខ្មែរ', '柬埔寨菜谱'), price: 14, hue: 15 },
      { text: t('School backpack', 'កាបូបស្ពាយទៅសាលា', '学生书包'), price: 19, icon: 'bag', hue: 210 },
      { text: t('Desk calendar 2027', 'ប្រតិទិនលើតុ ២០២៧', '2027年台历'), price: 4, hue: 120 },
      { text: t('Chinese for beginners', 'សៀវភៅរៀនភាសាចិនសម្រាប់អ្នកចាប់ផ្ដើម', '初级汉语教程'), price: 9, hue: 350 },
      { text: t('A history of Angkor', 'ប្រវត្តិសាស្ត្រអង្គរ', '吴哥历史'), price: 16, hue: 35 },
      {
        text: t('Whiteboard markers (set of 4)', 'ប៊ិចក្ដារស (៤ ដើម)', '白板笔（4支装）'),
        price: 2,
        icon: 'gift',
        hue: 240,
      },
      { text: t('Sticky notes', 'ក្រដាសស្អិត', '便利贴'), price: 1.5, hue: 55 },
      { text: t('Scientific calculator', 'ម៉ាស៊ីនគិតលេខវិទ្យាសាស្ត្រ', '科学计算器'), price: 15, icon: 'phone', hue: 200 },
      { text: t('Scissors', 'កន្ត្រៃ', '剪刀'), price: 2, icon: 'gift', hue: 0 },
    ],
    qualifiers: [PLAIN],
    brief: t(
      'Books and supplies for school, work and home.',
      'សៀវភៅ និងសម្ភារៈសម្រាប់សាលារៀន ការងារ និងផ្ទះ។',
      '学习、办公、居家所需的图书文具。',
    ),
    content: t(
      '{name} is in stock in our Phnom Penh warehouse. Schools and offices can order in bulk: ask our customer service for a quote.',
      '{name} មានក្នុងស្តុកនៅឃ្លាំងភ្នំពេញ។ សាលារៀន និងការិយាល័យអាចបញ្ជាទិញច្រើន សូមសាកសួរតម្លៃពីផ្នែកបម្រើអតិថិជន។',
      '{name}金边仓库现货。学校和企业可批量订购，请联系客服询价。',
    ),
  },
  {
    name: t('Kitchen & dining', 'សម្ភារៈផ្ទះបាយ', '厨房餐具'),
    icon: 'pot',
    hue: 10,
    specs: 'none',
    subs: [],
    items: [
      { text: t('Wok', 'ខ្ទះ', '炒锅'), price: 18 },
      { text: t('Non-stick frying pan', 'ខ្ទះមិនស្អិត', '不粘平底锅'), price: 22 },
      { text: t('Knife set', 'កាំបិតមួយឈុត', '刀具套装'), price: 25, icon: 'gift' },
      { text: t('Cutting board', 'ក្ដារកាត់សាច់', '砧板'), price: 9, icon: 'book', hue: 30 },
      { text: t('Stainless steel pot', 'ឆ្នាំងដែកអ៊ីណុក', '不锈钢汤锅'), price: 27 },
      {
        text: t('Food containers (set of 5)', 'ប្រអប់ដាក់ម្ហូប (៥ ប្រអប់)', '保鲜盒（5件套）'),
        price: 12,
        icon: 'gift',
        hue: 180,
      },
      { text: t('Rice bowl set', 'ចានបាយមួយឈុត', '饭碗套装'), price: 10, icon: 'cup', hue: 200 },
      { text: t('Chopsticks (10 pairs)', 'ចង្កឹះ (១០ គូ)', '筷子（10双）'), price: 4, icon: 'gift', hue: 25 },
      { text: t('Mortar and pestle', 'ត្បាល់ និងអង្រែ', '研钵'), price: 11, icon: 'cup', hue: 35 },
      { text: t('Steamer pot', 'ឆ្នាំងចំហុយ', '蒸锅'), price: 20 },
    ],
    qualifiers: [PLAIN, { ...t('Premium', 'ពិសេស', '优质'), factor: 1.4 }],
    brief: t(
      'Cookware for Khmer, Chinese and everyday cooking.',
      'ឧបករណ៍ចម្អិនសម្រាប់ម្ហូបខ្មែរ ម្ហូបចិន និងម្ហូបប្រចាំថ្ងៃ។',
      '适合柬式、中式及日常烹饪的厨具。',
    ),
    content: t(
      '{name} is food-safe and easy to clean. A practical gift for a new home or a wedding.',
      '{name} មានសុវត្ថិភាពសម្រាប់អាហារ និងងាយលាងសម្អាត។ ជាកាដូដ៏ល្អសម្រាប់ផ្ទះថ្មី ឬពិធីមង្គលការ។',
      '{name}食品级材质，易于清洗。是乔迁或婚礼的实用礼物。',
    ),
  },
];

export const TAGS = [
  { title: t('New arrivals', 'ទំនិញមកដល់ថ្មី', '新品上市'), style: 'grid' },
  { title: t('Best sellers', 'លក់ដាច់បំផុត', '热销商品'), style: 'row' },
  { title: t('Deals', 'ការបញ្ចុះតម្លៃពិសេស', '特惠专区'), style: 'grid' },
];

export const HOT_SEARCHES: Text[] = [
  t('Mango', 'ស្វាយ', '芒果'),
  t('iPhone', 'iPhone', 'iPhone'),
  t('Jasmine rice', 'អង្ករផ្ការំដួល', '茉莉香米'),
  t('Coffee', 'កាហ្វេ', '咖啡'),
  t('Sneakers', 'ស្បែកជើងប៉ាតា', '运动鞋'),
  t('Rice cooker', 'ឆ្នាំងដាំបាយ', '电饭煲'),
  t('Sunscreen', 'ឡេការពារកម្ដៅថ្ងៃ', '防晒霜'),
  t('Laptop', 'កុំព្យូទ័រយួរដៃ', '笔记本'),
];

export const SITE_SETTINGS = {
  phone: '023 900 168',
  phoneCn: '012 900 168',
  email: 'care@phsar.com.kh',
  facebook: 'https://www.facebook.com/phsar.online',
  appStoreUrl: 'https://apps.apple.com/kh/app/phsar-penh/id6480000168',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=kh.com.phsar.mall',
  appDownloadUrl: 'https://phsar.com.kh/app',
};

export const DEMO_MEMBER = { mobile: '012345678', password: 'demo1234', nickName: 'Sokha' };
