// The installable app's strings (namespace `webApp`), all three languages: registered by what shows them (the
// notices, loaded once the loaded page is idle; the page to get the app), so the first load's English strings do not carry
// them, and no chunk of their own is named in the first load's scripts.
import { registerTranslations } from '@mall/shared';

export const webAppEn = {
  homeScreen: {
    title: 'Add Phsar Penh to your home screen',
    hint: 'No store needed: the shop opens from its own icon, full screen, and the pages you have seen open even without a connection.',
    button: 'Add to home screen',
    installed: 'Phsar Penh is on your home screen. Open it from its icon.',
    iosTitle: 'On iPhone or iPad, in Safari:',
    iosShare: 'Tap the Share button (the square with an arrow pointing up).',
    iosAdd: 'Scroll down and tap “Add to Home Screen”.',
    iosConfirm: 'Tap “Add”: the Phsar Penh icon appears on your home screen.',
    other: 'In your browser’s menu, choose “Install app” or “Add to home screen”.',
  },
  notices: {
    region: 'Connection and updates',
    offline:
      'You are offline. Pages you have seen before still open; adding to the cart and paying wait for the connection.',
    updateReady: 'A new version of the shop is ready.',
    update: 'Update now',
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type WebAppMessages = Strings<typeof webAppEn>;

export const WEB_APP_NAMESPACE = 'webApp';

const webAppKm: WebAppMessages = {
  homeScreen: {
    title: 'ដាក់ផ្សារពេញនៅលើអេក្រង់ដើមរបស់អ្នក',
    hint: 'មិនចាំបាច់ទាញយកពីហាងកម្មវិធីទេ៖ ហាងបើកពីរូបតំណាងរបស់វាផ្ទាល់ ពេញអេក្រង់ ហើយទំព័រដែលអ្នកធ្លាប់មើលនៅតែបើកបាន ទោះបីគ្មានអ៊ីនធឺណិតក៏ដោយ។',
    button: 'បន្ថែមទៅអេក្រង់ដើម',
    installed: 'ផ្សារពេញមាននៅលើអេក្រង់ដើមរបស់អ្នកហើយ។ សូមបើកវាពីរូបតំណាង។',
    iosTitle: 'នៅលើ iPhone ឬ iPad ក្នុង Safari៖',
    iosShare: 'ចុចប៊ូតុង ចែករំលែក (ការ៉េដែលមានព្រួញចង្អុលឡើងលើ)។',
    iosAdd: 'រំកិលចុះក្រោម ហើយចុច “បន្ថែមទៅអេក្រង់ដើម” (Add to Home Screen)។',
    iosConfirm: 'ចុច “បន្ថែម” (Add)៖ រូបតំណាងផ្សារពេញនឹងបង្ហាញនៅលើអេក្រង់ដើមរបស់អ្នក។',
    other: 'នៅក្នុងម៉ឺនុយនៃកម្មវិធីរុករករបស់អ្នក សូមជ្រើសរើស “ដំឡើងកម្មវិធី” ឬ “បន្ថែមទៅអេក្រង់ដើម”។',
  },
  notices: {
    region: 'ការតភ្ជាប់ និងកំណែថ្មី',
    offline: 'អ្នកមិនមានអ៊ីនធឺណិតទេ។ ទំព័រដែលអ្នកធ្លាប់មើលនៅតែបើកបាន ប៉ុន្តែការដាក់ចូលកន្ត្រក និងការបង់ប្រាក់ ត្រូវរង់ចាំរហូតដល់មានអ៊ីនធឺណិតវិញ។',
    updateReady: 'កំណែថ្មីរបស់ហាងរួចរាល់ហើយ។',
    update: 'ធ្វើបច្ចុប្បន្នភាពឥឡូវនេះ',
  },
};

const webAppZh: WebAppMessages = {
  homeScreen: {
    title: '把金边商城添加到主屏幕',
    hint: '无需应用商店：从主屏幕图标全屏打开商城，看过的页面没有网络也能打开。',
    button: '添加到主屏幕',
    installed: '金边商城已在您的主屏幕上，点击图标即可打开。',
    iosTitle: '在 iPhone 或 iPad 的 Safari 中：',
    iosShare: '点击“分享”按钮（带向上箭头的方框）。',
    iosAdd: '向下滑动，点击“添加到主屏幕”。',
    iosConfirm: '点击“添加”，金边商城的图标就会出现在主屏幕上。',
    other: '在浏览器菜单中选择“安装应用”或“添加到主屏幕”。',
  },
  notices: {
    region: '网络与更新',
    offline: '您已离线。看过的页面仍可打开；加入购物车和付款需等网络恢复。',
    updateReady: '商城新版本已准备好。',
    update: '立即更新',
  },
};

export function registerWebAppStrings(): void {
  registerTranslations(WEB_APP_NAMESPACE, { en: webAppEn, km: webAppKm, zh: webAppZh });
}
