import type { AxisOption, MarketplaceCode, OfferAxis, OfferConfig, OfferData, ProductData, ProductProperty, SectionData } from './types';
import { OFFER_AXES } from './types';

export const SHOP_NAME = 'Уральские двери';

export const SECTIONS: SectionData[] = [
  {
    ID: '11',
    CODE: 'doors',
    NAME: 'Межкомнатные двери',
    DESCRIPTION: 'Распашные, раздвижные и скрытые двери из массива, шпона и эмали с коробкой и наличниками.',
    COLOR: '#b08a5a',
  },
  {
    ID: '12',
    CODE: 'glass-doors',
    NAME: 'Стеклянные двери',
    DESCRIPTION: 'Маятниковые, распашные и раздвижные двери из закалённого стекла 8–10 мм, душевые двери и перегородки.',
    COLOR: '#5b8fa8',
  },
  {
    ID: '13',
    CODE: 'panels',
    NAME: 'Стеновые панели',
    DESCRIPTION: 'Панели МДФ и ПВХ, реечные, акустические и 3D-панели для стен и потолков.',
    COLOR: '#8a7560',
  },
];

/** The easy-clean coating offered in the basket (spec 3, "Easy-clean state"). */
export const EASY_CLEAN = {
  price: 1500,
  name: 'Легкая очистка',
  info: 'Защитное покрытие «Легкая очистка»: отталкивает воду, грязь и отпечатки пальцев, ухаживать за поверхностью можно мягкой тканью без химии. Наносится на производстве.',
  titleIfIncluded: 'Легкая очистка включена',
};

export const MARKETPLACE_NAMES: Record<MarketplaceCode, string> = {
  ozon: 'Ozon',
  wildberries: 'Wildberries',
  'yandex-market': 'Яндекс Маркет',
};

export const AXIS_TITLES: Record<OfferAxis, string> = {
  size: 'Размер',
  color: 'Цвет',
  glass_color: 'Цвет стекла',
  profile_color: 'Цвет профиля',
  orientation: 'Открывание',
};

export const AXIS_OPTIONS: Record<OfferAxis, AxisOption[]> = {
  size: [
    { value: '600x2000', name: '600×2000 мм', add: 0 },
    { value: '700x2000', name: '700×2000 мм', add: 0 },
    { value: '800x2000', name: '800×2000 мм', add: 700 },
    { value: '900x2000', name: '900×2000 мм', add: 1400 },
    { value: '900x2100', name: '900×2100 мм', add: 2600 },
    { value: '1000x2000', name: '1000×2000 мм', add: 3200 },
    { value: '2700x200', name: '2700×200 мм', add: 0 },
    { value: '2800x250', name: '2800×250 мм', add: 450 },
    { value: '2750x150', name: '2750×150 мм', add: 0 },
    { value: '3000x150', name: '3000×150 мм', add: 380 },
  ],
  color: [
    { value: 'white', name: 'Белый', hex: '#f4f2ec', add: 0 },
    { value: 'oak', name: 'Дуб беленый', hex: '#d9cbb3', add: 0 },
    { value: 'walnut', name: 'Орех', hex: '#7a5234', add: 800 },
    { value: 'graphite', name: 'Графит', hex: '#3a3d42', add: 500 },
    // Shower trays (the pallet variant): cast marble in five colours.
    { value: 'tray-white', name: 'Белый глянец', hex: '#f7f7f5', add: 0 },
    { value: 'tray-cream', name: 'Кремовый', hex: '#efe6d2', add: 0 },
    { value: 'tray-concrete', name: 'Серый бетон', hex: '#9fa09c', add: 1200 },
    { value: 'tray-anthracite', name: 'Антрацит', hex: '#383e42', add: 1500 },
    { value: 'tray-black', name: 'Черный матовый', hex: '#1f1f1f', add: 1500 },
  ],
  glass_color: [
    { value: 'clear', name: 'Прозрачное', hex: '#dceff5', add: 0 },
    { value: 'matt', name: 'Матовое сатин', hex: '#e9eef0', add: 1200 },
    { value: 'bronze', name: 'Бронза тонированное', hex: '#a07a4e', add: 1800 },
    { value: 'graphite', name: 'Графит тонированное', hex: '#4b5157', add: 1800 },
  ],
  profile_color: [
    { value: 'silver', name: 'Серебро', hex: '#c0c4c8', add: 0 },
    { value: 'black', name: 'Черный матовый', hex: '#1f1f1f', add: 900 },
    { value: 'gold', name: 'Золото', hex: '#c9a54a', add: 1500 },
  ],
  orientation: [
    { value: 'left', name: 'Левое', add: 0 },
    { value: 'right', name: 'Правое', add: 0 },
  ],
};

function props(list: Array<[string, string, string]>): ProductProperty[] {
  return list.map(([CODE, NAME, VALUE]) => ({ CODE, NAME, VALUE }));
}

const ALL_MARKETS: MarketplaceCode[] = ['ozon', 'wildberries', 'yandex-market'];

export const PRODUCTS: ProductData[] = [
  // ---- Межкомнатные двери -------------------------------------------------------------------
  {
    ID: '1201', CODE: 'klassika', SECTION: 'doors', KIND: 'door', ARTICLE: 'DM-1201',
    NAME: 'Дверь межкомнатная «Классика» дуб беленый',
    PREVIEW_TEXT: 'Филёнчатая дверь из массива сосны в шпоне дуба: тёплый классический интерьер без лишнего декора.',
    DETAIL_TEXT: 'Полотно толщиной 40 мм собрано из сращённого бруса сосны и облицовано натуральным шпоном дуба. Три филёнки, коробка и наличники в комплекте. Покрытие — полиуретановый лак итальянского производства, стойкий к влаге и ультрафиолету.',
    PRICE: 12990, OLD_PRICE: 15290, NEW: false, STOCK: 14, POPULARITY: 98, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'Массив сосны, шпон дуба'], ['COATING', 'Покрытие', 'Полиуретановый лак'], ['THICKNESS', 'Толщина полотна', '40 мм'], ['OPENING', 'Тип открывания', 'Распашная'], ['COUNTRY', 'Производство', 'Россия, Челябинск'], ['WARRANTY', 'Гарантия', '3 года']]),
    PHOTOS: 6, COLOR: '#d9cbb3', ACCENT: '#9c8462', MARKETPLACES: ALL_MARKETS,
    OFFERS: { size: ['700x2000', '600x2000', '800x2000', '900x2000'], color: ['oak', 'white', 'walnut'], orientation: ['left', 'right'] },
    MISSING: [{ size: '600x2000', color: 'walnut' }],
  },
  {
    ID: '1202', CODE: 'modern', SECTION: 'doors', KIND: 'door', ARTICLE: 'DM-1202',
    NAME: 'Дверь межкомнатная «Модерн» с черным стеклом',
    PREVIEW_TEXT: 'Гладкое полотно в эмали с вертикальной вставкой из чёрного стекла лакобель.',
    DETAIL_TEXT: 'Каркас из клеёного бруса, заполнение — сотовый наполнитель повышенной плотности. Эмаль наносится в пять слоёв, вставка из стекла лакобель 4 мм. Скрытые петли и магнитный замок в комплекте.',
    PRICE: 14490, OLD_PRICE: null, NEW: true, STOCK: 3, POPULARITY: 80, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ, эмаль'], ['GLASS', 'Стекло', 'Лакобель черный, 4 мм'], ['THICKNESS', 'Толщина полотна', '38 мм'], ['OPENING', 'Тип открывания', 'Распашная'], ['WARRANTY', 'Гарантия', '2 года']]),
    PHOTOS: 4, COLOR: '#ecebe6', ACCENT: '#1b1b1b', MARKETPLACES: ['ozon', 'yandex-market'],
    OFFERS: { size: ['800x2000', '700x2000'], orientation: ['right', 'left'] },
  },
  {
    ID: '1203', CODE: 'skandi', SECTION: 'doors', KIND: 'door', ARTICLE: 'DM-1203',
    NAME: 'Дверь межкомнатная «Сканди» белая эмаль',
    PREVIEW_TEXT: 'Лаконичная белая дверь в скандинавском стиле с тонким молдингом.',
    DETAIL_TEXT: 'Полотно из МДФ 6 мм на каркасе из хвойного бруса, белая матовая эмаль. Подходит для светлых интерьеров и небольших квартир.',
    PRICE: 9990, OLD_PRICE: 11990, NEW: false, STOCK: 22, POPULARITY: 91, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ, эмаль'], ['COATING', 'Покрытие', 'Эмаль матовая'], ['THICKNESS', 'Толщина полотна', '36 мм'], ['OPENING', 'Тип открывания', 'Распашная'], ['WARRANTY', 'Гарантия', '2 года']]),
    PHOTOS: 3, COLOR: '#f4f2ec', ACCENT: '#c9c5bb', MARKETPLACES: ['wildberries'],
  },
  {
    ID: '1204', CODE: 'provans', SECTION: 'doors', KIND: 'door', ARTICLE: 'DM-1204',
    NAME: 'Дверь межкомнатная «Прованс» слоновая кость',
    PREVIEW_TEXT: 'Дверь с патиной и резными филёнками для интерьеров в стиле прованс.',
    DETAIL_TEXT: 'Массив ольхи, эмаль цвета слоновой кости с ручной патиной. Каждое полотно уникально.',
    PRICE: 16800, OLD_PRICE: null, NEW: false, STOCK: 0, POPULARITY: 55, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'Массив ольхи'], ['COATING', 'Покрытие', 'Эмаль с патиной'], ['THICKNESS', 'Толщина полотна', '40 мм'], ['OPENING', 'Тип открывания', 'Распашная']]),
    PHOTOS: 4, COLOR: '#efe6d2', ACCENT: '#b5a27d', MARKETPLACES: [],
  },
  {
    ID: '1205', CODE: 'loft', SECTION: 'doors', KIND: 'door', ARTICLE: 'DM-1205',
    NAME: 'Дверь межкомнатная «Лофт» графит',
    PREVIEW_TEXT: 'Тёмная дверь с горизонтальными фрезеровками под индустриальный интерьер.',
    DETAIL_TEXT: 'Покрытие Soft-touch в цвете графит приятно на ощупь и не оставляет отпечатков. Кромка ABS 2 мм.',
    PRICE: 18450, OLD_PRICE: null, NEW: true, STOCK: 7, POPULARITY: 77, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ'], ['COATING', 'Покрытие', 'Soft-touch'], ['THICKNESS', 'Толщина полотна', '40 мм'], ['OPENING', 'Тип открывания', 'Распашная'], ['WARRANTY', 'Гарантия', '2 года']]),
    PHOTOS: 5, COLOR: '#3a3d42', ACCENT: '#6e737a', MARKETPLACES: ['ozon'],
  },
  {
    ID: '1206', CODE: 'venetsiya', SECTION: 'doors', KIND: 'door', ARTICLE: 'DM-1206',
    NAME: 'Дверь межкомнатная «Венеция» орех',
    PREVIEW_TEXT: 'Классическая дверь в шпоне американского ореха с фигурным остеклением.',
    DETAIL_TEXT: 'Шпон американского ореха, тонированный лак, стекло сатинато с гравировкой. Коробка телескопическая.',
    PRICE: 21300, OLD_PRICE: 24900, NEW: false, STOCK: 2, POPULARITY: 62, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'Шпон ореха'], ['GLASS', 'Стекло', 'Сатинато с гравировкой, 4 мм'], ['THICKNESS', 'Толщина полотна', '40 мм'], ['OPENING', 'Тип открывания', 'Распашная']]),
    PHOTOS: 4, COLOR: '#7a5234', ACCENT: '#4e3320', MARKETPLACES: ['yandex-market'],
  },
  {
    ID: '1207', CODE: 'minimal', SECTION: 'doors', KIND: 'door', ARTICLE: 'DM-1207',
    NAME: 'Дверь скрытого монтажа «Минимал» под покраску',
    PREVIEW_TEXT: 'Дверь-невидимка вровень со стеной: алюминиевый короб, скрытые петли, грунт под покраску.',
    DETAIL_TEXT: 'Полотно заподлицо со стеной, алюминиевый короб под штукатурку, петли скрытого монтажа 3D-регулировки. Поставляется загрунтованной — окрасьте в цвет стены.',
    PRICE: 24700, OLD_PRICE: null, NEW: false, STOCK: 5, POPULARITY: 70, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ, алюминиевый короб'], ['COATING', 'Покрытие', 'Грунт под покраску'], ['THICKNESS', 'Толщина полотна', '50 мм'], ['OPENING', 'Тип открывания', 'Скрытая, распашная']]),
    PHOTOS: 3, COLOR: '#e4e4e0', ACCENT: '#a9aaa5', MARKETPLACES: [],
  },
  {
    ID: '1208', CODE: 'eko', SECTION: 'doors', KIND: 'door', ARTICLE: 'DM-1208',
    NAME: 'Дверь межкомнатная «Эко» экошпон серый',
    PREVIEW_TEXT: 'Недорогая практичная дверь в экошпоне для квартиры и офиса.',
    DETAIL_TEXT: 'Экошпон устойчив к царапинам и влаге. Сотовое заполнение, коробка МДФ.',
    PRICE: 7490, OLD_PRICE: null, NEW: false, STOCK: null, POPULARITY: 60, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ, экошпон'], ['THICKNESS', 'Толщина полотна', '36 мм'], ['OPENING', 'Тип открывания', 'Распашная']]),
    PHOTOS: 3, COLOR: '#9a9a96', ACCENT: '#6b6b68', MARKETPLACES: ['wildberries'],
  },
  {
    ID: '1209', CODE: 'grand', SECTION: 'doors', KIND: 'door', ARTICLE: 'DM-1209',
    NAME: 'Дверь двустворчатая «Гранд» белый ясень',
    PREVIEW_TEXT: 'Широкая двустворчатая дверь для гостиной: два полотна по 600 мм в шпоне ясеня.',
    DETAIL_TEXT: 'Комплект из двух полотен с притвором, коробки и наличников. Шпон ясеня под белой эмалью сохраняет текстуру дерева.',
    PRICE: 32900, OLD_PRICE: 36500, NEW: false, STOCK: 4, POPULARITY: 50, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'Шпон ясеня'], ['COATING', 'Покрытие', 'Эмаль по шпону'], ['THICKNESS', 'Толщина полотна', '40 мм'], ['OPENING', 'Тип открывания', 'Распашная двустворчатая']]),
    PHOTOS: 5, COLOR: '#f0ede6', ACCENT: '#cfc6b5', MARKETPLACES: ALL_MARKETS,
  },
  {
    ID: '1210', CODE: 'tokio', SECTION: 'doors', KIND: 'door', ARTICLE: 'DM-1210',
    NAME: 'Дверь раздвижная «Токио» венге',
    PREVIEW_TEXT: 'Раздвижная дверь на скрытой системе: экономит место в коридоре и гардеробной.',
    DETAIL_TEXT: 'Полотно в цвете венге с вертикальными вставками, раздвижная система с доводчиками в обе стороны.',
    PRICE: 19900, OLD_PRICE: null, NEW: true, STOCK: 9, POPULARITY: 66, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ, ПВХ-плёнка'], ['THICKNESS', 'Толщина полотна', '38 мм'], ['OPENING', 'Тип открывания', 'Раздвижная']]),
    PHOTOS: 4, COLOR: '#4a3426', ACCENT: '#2b1d14', MARKETPLACES: ['ozon', 'wildberries'],
  },
  // ---- Стеклянные двери ---------------------------------------------------------------------
  {
    ID: '1221', CODE: 'gratsiya', SECTION: 'glass-doors', KIND: 'glass', ARTICLE: 'SD-1221',
    NAME: 'Дверь стеклянная маятниковая «Грация»',
    PREVIEW_TEXT: 'Маятниковая дверь из закалённого стекла 10 мм: открывается в обе стороны, фиксируется в положении 90°.',
    DETAIL_TEXT: 'Полотно из закалённого стекла 10 мм с полированной кромкой. Нижняя петля-доводчик встраивается в пол, верхняя ось — в профиль. Покрытие «Легкая очистка» уже нанесено на производстве.',
    PRICE: 27900, OLD_PRICE: 31500, NEW: false, STOCK: 6, POPULARITY: 99, EASY_CLEAN_DEFAULT: true,
    PROPERTIES: props([['MATERIAL', 'Материал', 'Закалённое стекло'], ['GLASS_THICKNESS', 'Толщина стекла', '10 мм'], ['PROFILE', 'Профиль', 'Алюминий'], ['OPENING', 'Тип открывания', 'Маятниковая'], ['WARRANTY', 'Гарантия', '5 лет']]),
    PHOTOS: 6, COLOR: '#dceff5', ACCENT: '#c0c4c8', MARKETPLACES: ALL_MARKETS,
    OFFERS: { size: ['800x2000', '900x2100'], glass_color: ['clear', 'matt', 'bronze'], profile_color: ['silver', 'black'], orientation: ['left', 'right'] },
    MISSING: [{ glass_color: 'bronze', profile_color: 'silver' }],
  },
  {
    ID: '1222', CODE: 'laguna', SECTION: 'glass-doors', KIND: 'glass', ARTICLE: 'SD-1222',
    NAME: 'Дверь стеклянная раздвижная «Лагуна»',
    PREVIEW_TEXT: 'Раздвижная стеклянная дверь на открытой штанге: много света и никаких порогов.',
    DETAIL_TEXT: 'Стекло 8 мм, открытая раздвижная система из нержавеющей стали, мягкое закрывание с доводчиком.',
    PRICE: 23400, OLD_PRICE: null, NEW: true, STOCK: 3, POPULARITY: 85, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'Закалённое стекло'], ['GLASS_THICKNESS', 'Толщина стекла', '8 мм'], ['PROFILE', 'Система', 'Нержавеющая сталь'], ['OPENING', 'Тип открывания', 'Раздвижная']]),
    PHOTOS: 5, COLOR: '#e9eef0', ACCENT: '#1f1f1f', MARKETPLACES: ['ozon', 'yandex-market'],
    OFFERS: { size: ['800x2000', '1000x2000'], glass_color: ['clear', 'matt'], profile_color: ['silver', 'black'] },
  },
  {
    ID: '1223', CODE: 'kristall', SECTION: 'glass-doors', KIND: 'glass', ARTICLE: 'SD-1223',
    NAME: 'Дверь стеклянная распашная «Кристалл»',
    PREVIEW_TEXT: 'Распашная дверь из сатинированного стекла 8 мм в алюминиевой коробке.',
    DETAIL_TEXT: 'Сатинированное стекло скрывает происходящее за дверью и пропускает свет. Коробка из анодированного алюминия с уплотнителем.',
    PRICE: 19800, OLD_PRICE: 22000, NEW: false, STOCK: 11, POPULARITY: 88, EASY_CLEAN_DEFAULT: true,
    PROPERTIES: props([['MATERIAL', 'Материал', 'Закалённое стекло'], ['GLASS_THICKNESS', 'Толщина стекла', '8 мм'], ['PROFILE', 'Профиль', 'Анодированный алюминий'], ['OPENING', 'Тип открывания', 'Распашная']]),
    PHOTOS: 4, COLOR: '#e9eef0', ACCENT: '#9aa0a6', MARKETPLACES: ['wildberries', 'yandex-market'],
  },
  {
    ID: '1224', CODE: 'akva', SECTION: 'glass-doors', KIND: 'glass', ARTICLE: 'SD-1224',
    NAME: 'Душевая дверь «Аква» в нишу',
    PREVIEW_TEXT: 'Распашная душевая дверь в нишу из прозрачного стекла 6 мм с магнитным уплотнителем, с поддоном в цвет ванной.',
    DETAIL_TEXT: 'Стекло 6 мм, хромированные петли стена-стекло, магнитный уплотнитель по всей высоте. В комплекте поддон 900×900 мм из литьевого мрамора — выберите его цвет. «Легкая очистка» добавляется по умолчанию: на стекле душевой она нужнее всего.',
    PRICE: 15600, OLD_PRICE: null, NEW: false, STOCK: 4, POPULARITY: 58, EASY_CLEAN_DEFAULT: false, EASY_CLEAN_ON_ADD: true,
    PROPERTIES: props([['MATERIAL', 'Материал', 'Закалённое стекло'], ['GLASS_THICKNESS', 'Толщина стекла', '6 мм'], ['OPENING', 'Тип открывания', 'Распашная'], ['PALLET', 'Поддон', 'Литьевой мрамор, 900×900 мм']]),
    PHOTOS: 3, COLOR: '#dceff5', ACCENT: '#b8bcc0', MARKETPLACES: ['ozon'],
    OFFER_VARIANT: 'pallet', FIRST_STEP: '301',
    OFFERS: { color: ['tray-white', 'tray-cream', 'tray-concrete', 'tray-anthracite', 'tray-black'], orientation: ['left', 'right'] },
    MISSING: [{ color: 'tray-black', orientation: 'left' }],
  },
  {
    ID: '1225', CODE: 'neo', SECTION: 'glass-doors', KIND: 'glass', ARTICLE: 'SD-1225',
    NAME: 'Дверь стеклянная «Нео» в алюминиевом профиле',
    PREVIEW_TEXT: 'Дверь в узком чёрном профиле с шпросами: стиль лофт и хорошая звукоизоляция.',
    DETAIL_TEXT: 'Профиль 20 мм из алюминия с порошковой окраской, стекло триплекс 8 мм. Подходит для кабинетов и гардеробных.',
    PRICE: 29300, OLD_PRICE: null, NEW: false, STOCK: 8, POPULARITY: 74, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'Стекло триплекс, алюминий'], ['GLASS_THICKNESS', 'Толщина стекла', '8 мм'], ['PROFILE', 'Профиль', 'Алюминий 20 мм, черный'], ['OPENING', 'Тип открывания', 'Распашная']]),
    PHOTOS: 5, COLOR: '#d6e6ec', ACCENT: '#1f1f1f', MARKETPLACES: ALL_MARKETS,
  },
  {
    ID: '1226', CODE: 'verona', SECTION: 'glass-doors', KIND: 'glass', ARTICLE: 'SD-1226',
    NAME: 'Дверь стеклянная маятниковая «Верона» с гравировкой',
    PREVIEW_TEXT: 'Маятниковая дверь с художественной гравировкой по стеклу 10 мм.',
    DETAIL_TEXT: 'Рисунок наносится алмазной гравировкой, кромка полированная. Фурнитура — латунь.',
    PRICE: 34500, OLD_PRICE: 39900, NEW: false, STOCK: 1, POPULARITY: 52, EASY_CLEAN_DEFAULT: true,
    PROPERTIES: props([['MATERIAL', 'Материал', 'Закалённое стекло'], ['GLASS_THICKNESS', 'Толщина стекла', '10 мм'], ['DECOR', 'Декор', 'Алмазная гравировка'], ['OPENING', 'Тип открывания', 'Маятниковая']]),
    PHOTOS: 4, COLOR: '#e3eef1', ACCENT: '#c9a54a', MARKETPLACES: ['yandex-market'],
  },
  {
    ID: '1227', CODE: 'skaj', SECTION: 'glass-doors', KIND: 'glass', ARTICLE: 'SD-1227',
    NAME: 'Дверь-купе стеклянная «Скай»',
    PREVIEW_TEXT: 'Дверь-купе из тонированного стекла для гардеробной и зонирования.',
    DETAIL_TEXT: 'Стекло 8 мм в тонком профиле, верхняя подвесная система, бесшумный ход.',
    PRICE: 26100, OLD_PRICE: null, NEW: true, STOCK: 12, POPULARITY: 69, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'Закалённое стекло'], ['GLASS_THICKNESS', 'Толщина стекла', '8 мм'], ['OPENING', 'Тип открывания', 'Раздвижная (купе)']]),
    PHOTOS: 4, COLOR: '#4b5157', ACCENT: '#1f1f1f', MARKETPLACES: ['ozon', 'wildberries'],
    OFFERS: { glass_color: ['clear', 'graphite'], profile_color: ['black', 'gold'] },
    MISSING: [{ glass_color: 'graphite', profile_color: 'gold' }],
  },
  {
    ID: '1228', CODE: 'frost', SECTION: 'glass-doors', KIND: 'glass', ARTICLE: 'SD-1228',
    NAME: 'Дверь стеклянная «Фрост» матовая',
    PREVIEW_TEXT: 'Матовая стеклянная дверь для ванной и санузла.',
    DETAIL_TEXT: 'Стекло сатин 8 мм, петли и ручка из нержавеющей стали, влагостойкий уплотнитель.',
    PRICE: 17200, OLD_PRICE: null, NEW: false, STOCK: null, POPULARITY: 47, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'Закалённое стекло'], ['GLASS_THICKNESS', 'Толщина стекла', '8 мм'], ['OPENING', 'Тип открывания', 'Распашная']]),
    PHOTOS: 3, COLOR: '#eef2f3', ACCENT: '#b8bcc0', MARKETPLACES: [],
  },
  {
    ID: '1229', CODE: 'peregorodka-loft', SECTION: 'glass-doors', KIND: 'glass', ARTICLE: 'SD-1229',
    NAME: 'Перегородка стеклянная «Лофт» с дверью',
    PREVIEW_TEXT: 'Стеклянная перегородка с распашной дверью в чёрном профиле: зонирование без потери света.',
    DETAIL_TEXT: 'Глухие секции и дверь в едином профиле. Изготавливается по размерам проёма — рассчитайте в конфигураторе.',
    PRICE: 48900, OLD_PRICE: 54000, NEW: false, STOCK: 2, POPULARITY: 72, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'Закалённое стекло, алюминий'], ['GLASS_THICKNESS', 'Толщина стекла', '8 мм'], ['PROFILE', 'Профиль', 'Алюминий, черный матовый'], ['OPENING', 'Тип открывания', 'Распашная']]),
    PHOTOS: 6, COLOR: '#d6e6ec', ACCENT: '#1f1f1f', MARKETPLACES: ['ozon'],
  },
  // ---- Стеновые панели ----------------------------------------------------------------------
  {
    ID: '1241', CODE: 'mdf-dub-naturalnyj', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1241',
    NAME: 'Стеновая панель МДФ «Дуб натуральный»',
    PREVIEW_TEXT: 'Панель МДФ с текстурой натурального дуба, монтаж на клей или кляймеры.',
    DETAIL_TEXT: 'Ламинированная панель МДФ 7 мм с замком шип-паз. Подходит для жилых помещений и коридоров, легко моется.',
    PRICE: 2490, OLD_PRICE: 2890, NEW: false, STOCK: 120, POPULARITY: 95, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ'], ['THICKNESS', 'Толщина', '7 мм'], ['MOUNTING', 'Монтаж', 'Клей или кляймеры'], ['PACK', 'В упаковке', '4 шт.']]),
    PHOTOS: 5, COLOR: '#c9a878', ACCENT: '#8b6b43', MARKETPLACES: ALL_MARKETS,
    OFFERS: { size: ['2800x250', '2700x200'], color: ['oak', 'white', 'walnut'] },
  },
  {
    ID: '1242', CODE: 'mdf-beton-loft', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1242',
    NAME: 'Стеновая панель МДФ «Бетон лофт»',
    PREVIEW_TEXT: 'Панель под бетон: индустриальный стиль без мокрых работ.',
    DETAIL_TEXT: 'Декор «серый бетон» с матовой фактурой, влагостойкий МДФ 7 мм.',
    PRICE: 2190, OLD_PRICE: null, NEW: true, STOCK: 64, POPULARITY: 81, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ влагостойкий'], ['THICKNESS', 'Толщина', '7 мм'], ['MOUNTING', 'Монтаж', 'Клей или кляймеры']]),
    PHOTOS: 4, COLOR: '#9fa09c', ACCENT: '#6f706c', MARKETPLACES: ['ozon', 'wildberries'],
  },
  {
    ID: '1243', CODE: 'eko-rejka', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1243',
    NAME: 'Рейчатая панель «Эко-рейка» орех',
    PREVIEW_TEXT: 'Реечная панель на войлочной основе: акцентная стена и лучшая акустика.',
    DETAIL_TEXT: 'Рейки из МДФ в шпоне ореха на акустическом войлоке 9 мм. Монтаж саморезами или на клей.',
    PRICE: 4350, OLD_PRICE: null, NEW: false, STOCK: 35, POPULARITY: 79, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ, шпон ореха, войлок'], ['THICKNESS', 'Толщина', '21 мм'], ['MOUNTING', 'Монтаж', 'Саморезы или клей']]),
    PHOTOS: 4, COLOR: '#7a5234', ACCENT: '#2b2b2b', MARKETPLACES: ['ozon', 'yandex-market'],
    OFFERS: { color: ['walnut', 'oak'], size: ['2750x150', '3000x150'] },
  },
  {
    ID: '1244', CODE: 'pvh-mramor-belyj', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1244',
    NAME: 'Стеновая панель ПВХ «Мрамор белый»',
    PREVIEW_TEXT: 'Глянцевая панель ПВХ под белый мрамор для ванной и кухни.',
    DETAIL_TEXT: 'Влагостойкая панель ПВХ 8 мм с глянцевым лаком, не боится пара и брызг.',
    PRICE: 1190, OLD_PRICE: 1390, NEW: false, STOCK: 3, POPULARITY: 64, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'ПВХ'], ['THICKNESS', 'Толщина', '8 мм'], ['MOUNTING', 'Монтаж', 'Клей или каркас']]),
    PHOTOS: 3, COLOR: '#f3f3f1', ACCENT: '#b9bcc0', MARKETPLACES: ['wildberries'],
  },
  {
    ID: '1245', CODE: 'mdf-venge', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1245',
    NAME: 'Стеновая панель МДФ «Венге»',
    PREVIEW_TEXT: 'Тёмная панель МДФ с текстурой венге для кабинета и прихожей.',
    DETAIL_TEXT: 'Ламинированный МДФ 7 мм, замок шип-паз, комплект из 4 панелей.',
    PRICE: 2290, OLD_PRICE: null, NEW: false, STOCK: 0, POPULARITY: 40, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ'], ['THICKNESS', 'Толщина', '7 мм'], ['PACK', 'В упаковке', '4 шт.']]),
    PHOTOS: 3, COLOR: '#4a3426', ACCENT: '#2b1d14', MARKETPLACES: [],
  },
  {
    ID: '1246', CODE: '3d-volna', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1246',
    NAME: '3D-панель гипсовая «Волна»',
    PREVIEW_TEXT: 'Гипсовая 3D-панель с рельефом волны под покраску.',
    DETAIL_TEXT: 'Панель 500×500 мм из высокопрочного гипса. Стыки шпаклюются, стена окрашивается целиком.',
    PRICE: 1650, OLD_PRICE: null, NEW: true, STOCK: 48, POPULARITY: 68, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'Гипс'], ['THICKNESS', 'Толщина', '25 мм'], ['MOUNTING', 'Монтаж', 'Плиточный клей']]),
    PHOTOS: 4, COLOR: '#ecebe7', ACCENT: '#bdbab2', MARKETPLACES: ['ozon'],
  },
  {
    ID: '1247', CODE: 'akusticheskaya-tishina', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1247',
    NAME: 'Акустическая панель «Тишина» дуб',
    PREVIEW_TEXT: 'Акустическая панель для домашнего кинотеатра и переговорной.',
    DETAIL_TEXT: 'Перфорированный МДФ в шпоне дуба на минеральной вате. Поглощает до 80 % отражённого звука.',
    PRICE: 6900, OLD_PRICE: 7900, NEW: false, STOCK: 18, POPULARITY: 57, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ, шпон дуба, минвата'], ['THICKNESS', 'Толщина', '32 мм'], ['ACOUSTIC', 'Коэффициент звукопоглощения', '0,8']]),
    PHOTOS: 5, COLOR: '#c9a878', ACCENT: '#5a4630', MARKETPLACES: ALL_MARKETS,
  },
  {
    ID: '1248', CODE: 'mdf-yasen-belyj', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1248',
    NAME: 'Стеновая панель МДФ «Ясень белый»',
    PREVIEW_TEXT: 'Светлая панель МДФ с текстурой ясеня — визуально расширяет помещение.',
    DETAIL_TEXT: 'Ламинированный МДФ 7 мм, матовая поверхность, замок шип-паз.',
    PRICE: 2490, OLD_PRICE: null, NEW: false, STOCK: 27, POPULARITY: 61, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ'], ['THICKNESS', 'Толщина', '7 мм'], ['PACK', 'В упаковке', '4 шт.']]),
    PHOTOS: 3, COLOR: '#efeae0', ACCENT: '#cbbfa8', MARKETPLACES: ['yandex-market'],
  },
  {
    ID: '1249', CODE: 'plintus-klassik', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1249',
    NAME: 'Панель-плинтус МДФ «Классик» белый',
    PREVIEW_TEXT: 'Высокий плинтус МДФ 100 мм под белую эмаль.',
    DETAIL_TEXT: 'Плинтус длиной 2070 мм с кабель-каналом, крепится на клей или кляймеры.',
    PRICE: 690, OLD_PRICE: null, NEW: false, STOCK: null, POPULARITY: 45, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ'], ['HEIGHT', 'Высота', '100 мм'], ['LENGTH', 'Длина', '2070 мм']]),
    PHOTOS: 3, COLOR: '#f4f2ec', ACCENT: '#c9c5bb', MARKETPLACES: [],
  },
  // The 'Декор' collection: twenty panels that make a catalogue of 48 products (issue 3's 48-card page).
  // Less popular than the older panels, so the first catalogue pages stay as they were.
  {
    ID: '1250', CODE: 'dekor-sosna-skandi', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1250',
    NAME: 'Стеновая панель МДФ «Сосна скандинавская»',
    PREVIEW_TEXT: 'Панель МДФ с декором «Сосна скандинавская» из коллекции «Декор».',
    DETAIL_TEXT: 'Ламинированная панель МДФ 7 мм, декор «Сосна скандинавская», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 790, OLD_PRICE: 1090, NEW: false, STOCK: 10, POPULARITY: 10, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ'], ['THICKNESS', 'Толщина', '7 мм'], ['MOUNTING', 'Монтаж', 'Клей или кляймеры']]),
    PHOTOS: 3, COLOR: '#e8d6b5', ACCENT: '#b89a6a', MARKETPLACES: ['ozon'],
  },
  {
    ID: '1251', CODE: 'dekor-dub-seryj', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1251',
    NAME: 'Стеновая панель МДФ «Дуб серый»',
    PREVIEW_TEXT: 'Панель МДФ с декором «Дуб серый» из коллекции «Декор».',
    DETAIL_TEXT: 'Ламинированная панель МДФ 7 мм, декор «Дуб серый», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 1290, OLD_PRICE: null, NEW: true, STOCK: 17, POPULARITY: 17, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ'], ['THICKNESS', 'Толщина', '7 мм'], ['MOUNTING', 'Монтаж', 'Клей или кляймеры']]),
    PHOTOS: 3, COLOR: '#a9a39a', ACCENT: '#6e685f', MARKETPLACES: ['wildberries'],
  },
  {
    ID: '1252', CODE: 'dekor-kirpich-belyj', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1252',
    NAME: 'Стеновая панель ПВХ «Кирпич белый»',
    PREVIEW_TEXT: 'Панель ПВХ с декором «Кирпич белый» из коллекции «Декор».',
    DETAIL_TEXT: 'Влагостойкая панель ПВХ 8 мм, декор «Кирпич белый», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 990, OLD_PRICE: null, NEW: false, STOCK: 24, POPULARITY: 24, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'ПВХ'], ['THICKNESS', 'Толщина', '8 мм'], ['MOUNTING', 'Монтаж', 'Клей или каркас']]),
    PHOTOS: 3, COLOR: '#efede8', ACCENT: '#c8c2b8', MARKETPLACES: ALL_MARKETS,
  },
  {
    ID: '1253', CODE: 'dekor-kirpich-krasnyj', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1253',
    NAME: 'Стеновая панель ПВХ «Кирпич красный»',
    PREVIEW_TEXT: 'Панель ПВХ с декором «Кирпич красный» из коллекции «Декор».',
    DETAIL_TEXT: 'Влагостойкая панель ПВХ 8 мм, декор «Кирпич красный», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 1090, OLD_PRICE: null, NEW: false, STOCK: 31, POPULARITY: 31, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'ПВХ'], ['THICKNESS', 'Толщина', '8 мм'], ['MOUNTING', 'Монтаж', 'Клей или каркас']]),
    PHOTOS: 3, COLOR: '#a2553d', ACCENT: '#6b2f1f', MARKETPLACES: [],
  },
  {
    ID: '1254', CODE: 'dekor-slanec', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1254',
    NAME: 'Стеновая панель ПВХ «Сланец»',
    PREVIEW_TEXT: 'Панель ПВХ с декором «Сланец» из коллекции «Декор».',
    DETAIL_TEXT: 'Влагостойкая панель ПВХ 8 мм, декор «Сланец», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 1490, OLD_PRICE: 1790, NEW: false, STOCK: 38, POPULARITY: 38, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'ПВХ'], ['THICKNESS', 'Толщина', '8 мм'], ['MOUNTING', 'Монтаж', 'Клей или каркас']]),
    PHOTOS: 3, COLOR: '#5b5f63', ACCENT: '#35383b', MARKETPLACES: ['ozon'],
  },
  {
    ID: '1255', CODE: 'dekor-travertin', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1255',
    NAME: 'Стеновая панель ПВХ «Травертин»',
    PREVIEW_TEXT: 'Панель ПВХ с декором «Травертин» из коллекции «Декор».',
    DETAIL_TEXT: 'Влагостойкая панель ПВХ 8 мм, декор «Травертин», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 1690, OLD_PRICE: null, NEW: false, STOCK: 45, POPULARITY: 15, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'ПВХ'], ['THICKNESS', 'Толщина', '8 мм'], ['MOUNTING', 'Монтаж', 'Клей или каркас']]),
    PHOTOS: 3, COLOR: '#e3d5bd', ACCENT: '#b9a583', MARKETPLACES: ['wildberries'],
  },
  {
    ID: '1256', CODE: 'dekor-oniks-medovyj', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1256',
    NAME: 'Стеновая панель ПВХ «Оникс медовый»',
    PREVIEW_TEXT: 'Панель ПВХ с декором «Оникс медовый» из коллекции «Декор».',
    DETAIL_TEXT: 'Влагостойкая панель ПВХ 8 мм, декор «Оникс медовый», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 2190, OLD_PRICE: null, NEW: true, STOCK: 0, POPULARITY: 22, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'ПВХ'], ['THICKNESS', 'Толщина', '8 мм'], ['MOUNTING', 'Монтаж', 'Клей или каркас']]),
    PHOTOS: 3, COLOR: '#d9a55b', ACCENT: '#8f5f22', MARKETPLACES: ALL_MARKETS,
  },
  {
    ID: '1257', CODE: 'dekor-beton-svetlyj', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1257',
    NAME: 'Стеновая панель МДФ «Бетон светлый»',
    PREVIEW_TEXT: 'Панель МДФ с декором «Бетон светлый» из коллекции «Декор».',
    DETAIL_TEXT: 'Ламинированная панель МДФ 7 мм, декор «Бетон светлый», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 1390, OLD_PRICE: null, NEW: false, STOCK: 59, POPULARITY: 29, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ'], ['THICKNESS', 'Толщина', '7 мм'], ['MOUNTING', 'Монтаж', 'Клей или кляймеры']]),
    PHOTOS: 3, COLOR: '#c4c4bf', ACCENT: '#92928c', MARKETPLACES: [],
  },
  {
    ID: '1258', CODE: 'dekor-grafit', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1258',
    NAME: 'Стеновая панель МДФ «Графит»',
    PREVIEW_TEXT: 'Панель МДФ с декором «Графит» из коллекции «Декор».',
    DETAIL_TEXT: 'Ламинированная панель МДФ 7 мм, декор «Графит», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 2390, OLD_PRICE: 2690, NEW: false, STOCK: 66, POPULARITY: 36, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ'], ['THICKNESS', 'Толщина', '7 мм'], ['MOUNTING', 'Монтаж', 'Клей или кляймеры']]),
    PHOTOS: 3, COLOR: '#3d3f42', ACCENT: '#1f2022', MARKETPLACES: ['ozon'],
  },
  {
    ID: '1259', CODE: 'dekor-terracco', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1259',
    NAME: 'Стеновая панель ПВХ «Терраццо»',
    PREVIEW_TEXT: 'Панель ПВХ с декором «Терраццо» из коллекции «Декор».',
    DETAIL_TEXT: 'Влагостойкая панель ПВХ 8 мм, декор «Терраццо», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 1790, OLD_PRICE: null, NEW: false, STOCK: 73, POPULARITY: 13, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'ПВХ'], ['THICKNESS', 'Толщина', '8 мм'], ['MOUNTING', 'Монтаж', 'Клей или каркас']]),
    PHOTOS: 3, COLOR: '#ebe6df', ACCENT: '#9c8f80', MARKETPLACES: ['wildberries'],
  },
  {
    ID: '1260', CODE: 'dekor-mozaika-golubaya', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1260',
    NAME: 'Стеновая панель ПВХ «Мозаика голубая»',
    PREVIEW_TEXT: 'Панель ПВХ с декором «Мозаика голубая» из коллекции «Декор».',
    DETAIL_TEXT: 'Влагостойкая панель ПВХ 8 мм, декор «Мозаика голубая», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 1190, OLD_PRICE: null, NEW: false, STOCK: 80, POPULARITY: 20, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'ПВХ'], ['THICKNESS', 'Толщина', '8 мм'], ['MOUNTING', 'Монтаж', 'Клей или каркас']]),
    PHOTOS: 3, COLOR: '#9cc3d5', ACCENT: '#4d86a0', MARKETPLACES: ALL_MARKETS,
  },
  {
    ID: '1261', CODE: 'dekor-mozaika-bezhevaya', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1261',
    NAME: 'Стеновая панель ПВХ «Мозаика бежевая»',
    PREVIEW_TEXT: 'Панель ПВХ с декором «Мозаика бежевая» из коллекции «Декор».',
    DETAIL_TEXT: 'Влагостойкая панель ПВХ 8 мм, декор «Мозаика бежевая», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 1190, OLD_PRICE: null, NEW: true, STOCK: 87, POPULARITY: 27, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'ПВХ'], ['THICKNESS', 'Толщина', '8 мм'], ['MOUNTING', 'Монтаж', 'Клей или каркас']]),
    PHOTOS: 3, COLOR: '#dccbb0', ACCENT: '#a58d68', MARKETPLACES: [],
  },
  {
    ID: '1262', CODE: 'dekor-lyon', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1262',
    NAME: 'Стеновая панель МДФ «Лён»',
    PREVIEW_TEXT: 'Панель МДФ с декором «Лён» из коллекции «Декор».',
    DETAIL_TEXT: 'Ламинированная панель МДФ 7 мм, декор «Лён», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 2090, OLD_PRICE: 2390, NEW: false, STOCK: 94, POPULARITY: 34, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ'], ['THICKNESS', 'Толщина', '7 мм'], ['MOUNTING', 'Монтаж', 'Клей или кляймеры']]),
    PHOTOS: 3, COLOR: '#ddd6c6', ACCENT: '#aea58f', MARKETPLACES: ['ozon'],
  },
  {
    ID: '1263', CODE: 'dekor-shyolk-zhemchuzhnyj', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1263',
    NAME: 'Стеновая панель МДФ «Шёлк жемчужный»',
    PREVIEW_TEXT: 'Панель МДФ с декором «Шёлк жемчужный» из коллекции «Декор».',
    DETAIL_TEXT: 'Ламинированная панель МДФ 7 мм, декор «Шёлк жемчужный», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 2290, OLD_PRICE: null, NEW: false, STOCK: null, POPULARITY: 11, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ'], ['THICKNESS', 'Толщина', '7 мм'], ['MOUNTING', 'Монтаж', 'Клей или кляймеры']]),
    PHOTOS: 3, COLOR: '#eeeae4', ACCENT: '#c7c0b4', MARKETPLACES: ['wildberries'],
  },
  {
    ID: '1264', CODE: 'dekor-vishnya', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1264',
    NAME: 'Стеновая панель МДФ «Вишня»',
    PREVIEW_TEXT: 'Панель МДФ с декором «Вишня» из коллекции «Декор».',
    DETAIL_TEXT: 'Ламинированная панель МДФ 7 мм, декор «Вишня», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 2490, OLD_PRICE: null, NEW: false, STOCK: 18, POPULARITY: 18, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ'], ['THICKNESS', 'Толщина', '7 мм'], ['MOUNTING', 'Монтаж', 'Клей или кляймеры']]),
    PHOTOS: 3, COLOR: '#8c3b2a', ACCENT: '#5a2218', MARKETPLACES: ALL_MARKETS,
  },
  {
    ID: '1265', CODE: 'dekor-tik', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1265',
    NAME: 'Стеновая панель МДФ «Тик»',
    PREVIEW_TEXT: 'Панель МДФ с декором «Тик» из коллекции «Декор».',
    DETAIL_TEXT: 'Ламинированная панель МДФ 7 мм, декор «Тик», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 2690, OLD_PRICE: null, NEW: false, STOCK: 25, POPULARITY: 25, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ'], ['THICKNESS', 'Толщина', '7 мм'], ['MOUNTING', 'Монтаж', 'Клей или кляймеры']]),
    PHOTOS: 3, COLOR: '#a0703f', ACCENT: '#6b4723', MARKETPLACES: [],
  },
  {
    ID: '1266', CODE: 'dekor-buk', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1266',
    NAME: 'Стеновая панель МДФ «Бук»',
    PREVIEW_TEXT: 'Панель МДФ с декором «Бук» из коллекции «Декор».',
    DETAIL_TEXT: 'Ламинированная панель МДФ 7 мм, декор «Бук», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 1990, OLD_PRICE: 2290, NEW: true, STOCK: 32, POPULARITY: 32, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ'], ['THICKNESS', 'Толщина', '7 мм'], ['MOUNTING', 'Монтаж', 'Клей или кляймеры']]),
    PHOTOS: 3, COLOR: '#d8b48a', ACCENT: '#a5825a', MARKETPLACES: ['ozon'],
  },
  {
    ID: '1267', CODE: 'dekor-kedr', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1267',
    NAME: 'Стеновая панель МДФ «Кедр»',
    PREVIEW_TEXT: 'Панель МДФ с декором «Кедр» из коллекции «Декор».',
    DETAIL_TEXT: 'Ламинированная панель МДФ 7 мм, декор «Кедр», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 2590, OLD_PRICE: null, NEW: false, STOCK: 39, POPULARITY: 39, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'МДФ'], ['THICKNESS', 'Толщина', '7 мм'], ['MOUNTING', 'Монтаж', 'Клей или кляймеры']]),
    PHOTOS: 3, COLOR: '#b7825a', ACCENT: '#7d5435', MARKETPLACES: ['wildberries'],
  },
  {
    ID: '1268', CODE: 'dekor-malahit', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1268',
    NAME: 'Стеновая панель ПВХ «Малахит»',
    PREVIEW_TEXT: 'Панель ПВХ с декором «Малахит» из коллекции «Декор».',
    DETAIL_TEXT: 'Влагостойкая панель ПВХ 8 мм, декор «Малахит», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 1890, OLD_PRICE: null, NEW: false, STOCK: 46, POPULARITY: 16, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'ПВХ'], ['THICKNESS', 'Толщина', '8 мм'], ['MOUNTING', 'Монтаж', 'Клей или каркас']]),
    PHOTOS: 3, COLOR: '#2f7a5f', ACCENT: '#184d3a', MARKETPLACES: ALL_MARKETS,
  },
  {
    ID: '1269', CODE: 'dekor-izvestnyak', SECTION: 'panels', KIND: 'panel', ARTICLE: 'SP-1269',
    NAME: 'Стеновая панель ПВХ «Известняк»',
    PREVIEW_TEXT: 'Панель ПВХ с декором «Известняк» из коллекции «Декор».',
    DETAIL_TEXT: 'Влагостойкая панель ПВХ 8 мм, декор «Известняк», замок шип-паз. Коллекция «Декор»: двадцать отделок, которые сочетаются между собой.',
    PRICE: 1590, OLD_PRICE: null, NEW: false, STOCK: 53, POPULARITY: 23, EASY_CLEAN_DEFAULT: false,
    PROPERTIES: props([['MATERIAL', 'Материал', 'ПВХ'], ['THICKNESS', 'Толщина', '8 мм'], ['MOUNTING', 'Монтаж', 'Клей или каркас']]),
    PHOTOS: 3, COLOR: '#e6e0d2', ACCENT: '#bdb4a0', MARKETPLACES: [],
  },
];

// ---- Offers: every combination of a product's axes, minus the missing ones ---------------------

function combinations(axes: Partial<Record<OfferAxis, string[]>>): OfferConfig[] {
  let result: OfferConfig[] = [{}];
  for (const axis of OFFER_AXES) {
    const values = axes[axis];
    if (!values || values.length === 0) continue;
    result = result.flatMap((config) => values.map((value) => ({ ...config, [axis]: value })));
  }
  return result;
}

function isMissing(config: OfferConfig, missing: OfferConfig[] | undefined): boolean {
  return (missing ?? []).some((rule) =>
    (Object.entries(rule) as Array<[OfferAxis, string]>).every(([axis, value]) => config[axis] === value),
  );
}

export function axisOption(axis: OfferAxis, value: string): AxisOption | undefined {
  return AXIS_OPTIONS[axis].find((option) => option.value === value);
}

function surcharge(config: OfferConfig, base: OfferConfig): number {
  let total = 0;
  for (const axis of OFFER_AXES) {
    const value = config[axis];
    const baseValue = base[axis];
    if (value === undefined || baseValue === undefined) continue;
    total += (axisOption(axis, value)?.add ?? 0) - (axisOption(axis, baseValue)?.add ?? 0);
  }
  return total;
}

/** Deterministic "random" stock for the variants: some sold out, some with a few units. */
function variantStock(id: number, productStock: number | null): number | null {
  if (productStock === null) return null;
  let mix = id >>> 0;
  mix = Math.imul(mix ^ (mix >>> 16), 0x45d9f3b);
  mix = Math.imul(mix ^ (mix >>> 16), 0x45d9f3b);
  const h = ((mix ^ (mix >>> 16)) >>> 0) % 23;
  if (h < 4) return 0;
  if (h < 8) return h - 2;
  return h;
}

function buildOffers(): OfferData[] {
  const offers: OfferData[] = [];
  for (const product of PRODUCTS) {
    if (!product.OFFERS) continue;
    const configs = combinations(product.OFFERS).filter((config) => !isMissing(config, product.MISSING));
    const base = configs[0] ?? {};
    configs.forEach((config, index) => {
      const id = index === 0 ? product.ID : `${product.ID}${String(index).padStart(2, '0')}`;
      const price = product.PRICE + surcharge(config, base);
      const oldPrice = product.OLD_PRICE === null ? null : Math.round((price * product.OLD_PRICE) / product.PRICE / 10) * 10;
      offers.push({
        ID: id,
        PRODUCT_ID: product.ID,
        CONFIG: config,
        PRICE: price,
        OLD_PRICE: oldPrice,
        STOCK: index === 0 ? product.STOCK : variantStock(Number(id), product.STOCK),
      });
    });
  }
  return offers;
}

export const OFFERS: OfferData[] = buildOffers();
