/**
 * The configurator tree (spec 3 "Configurator step" / "Step item", spec 4 "Configurator").
 *
 * A step belongs to the option that loads it: `parent` is 'root' for the first step, else the id of
 * the option whose choice loads it. Numbers are sent as numeric strings and flags as 'Y'/'N', as a
 * Bitrix highload block would. See demo/API.md for what each UF_ field means here.
 *
 * Sizes follow the configurator's model (widgets/configurator/model.ts): UF_DOOR is the whole door
 * block, UF_DOOR_PANEL its movable panel, UF_WIDTH the opening; the solid part is door block (or
 * opening) − door panel − double part. The pallets lock the door block and the panel, so with a pallet
 * the solid part is computed: the 1400×900 pallet leaves 1000 mm, over its 800 mm limit, so that
 * warning shows in the demo. 302 shows the other one: a 1600 mm opening with a 1000 mm door and a
 * 300 mm double part leaves less than the door is wide.
 */

export type StepTemplate = 's' | 'i' | 'r' | 't';

export interface StepItemData {
  ID: string;
  NAME: string;
  DESCRIPTION?: string;
  /** Scheme side for 'Сторона открывания' options. */
  SIDE?: 'left' | 'right';
  /** This option means "no handle": the scheme URL gets `false`. */
  NO_HANDLE?: boolean;
  UF_BOTTOM_LIMIT?: number;
  UF_TOP_LIMIT?: number;
  UF_STANDART?: number;
  UF_BOTTOM_LIMIT_2?: number;
  UF_TOP_LIMIT_2?: number;
  UF_STANDART_2?: number;
  UF_BOTTOM_LIMIT_V2?: number;
  UF_TOP_LIMIT_V2?: number;
  UF_LIMIT_CHANGE?: number;
  UF_LIMIT_VALUE?: number;
  UF_SIZE_TITLE?: string;
  UF_SIZE_TITLE_2?: string;
  UF_DESCR_TITLE?: string;
  UF_CHANGE_DOOR?: number;
  UF_CHANGE_PANEL?: number;
  UF_DOOR?: boolean;
  UF_WIDTH?: boolean;
  UF_DOUBLE_PART?: boolean;
  UF_DOOR_PANEL?: boolean;
  UF_SOLID_PART?: boolean;
  UF_DOUBLE_SOLID?: boolean;
  UF_SOLID_WARNING?: boolean;
}

export interface StepData {
  CODE: string;
  /** 'root' or the option id that loads this step. */
  parent: string;
  TITLE: string;
  SELECT_TITLE: string;
  TEMPLATE: StepTemplate;
  DESCRIPTION: string;
  SORT: number;
  RESET_SIZES: boolean;
  ITEMS: StepItemData[];
}

const handles = (ids: [string, string, string]): StepItemData[] => [
  { ID: ids[0], NAME: 'Ручка-скоба хром 300 мм', DESCRIPTION: 'Сквозная скоба из нержавеющей стали.' },
  { ID: ids[1], NAME: 'Кноб черный матовый', DESCRIPTION: 'Компактная круглая ручка.' },
  { ID: ids[2], NAME: 'Без ручки', DESCRIPTION: 'Полотно открывается нажатием (push-to-open).', NO_HANDLE: true },
];

const sides = (left: string, right: string): StepItemData[] => [
  { ID: left, NAME: 'Левая', DESCRIPTION: 'Петли слева, открывание на себя.', SIDE: 'left' },
  { ID: right, NAME: 'Правая', DESCRIPTION: 'Петли справа, открывание на себя.', SIDE: 'right' },
];

export const CONFIGURATOR_STEPS: StepData[] = [
  {
    CODE: 'model', parent: 'root', TEMPLATE: 'i', SORT: 100, RESET_SIZES: true,
    TITLE: 'Модель', SELECT_TITLE: 'Выберите модель',
    DESCRIPTION: 'От модели зависят доступные ручки, размеры и схема монтажа.',
    ITEMS: [
      { ID: '301', NAME: 'Душевое ограждение «Аква»', DESCRIPTION: 'Дверь и неподвижная панель на поддон или в нишу.' },
      { ID: '302', NAME: 'Перегородка «Лофт» с дверью', DESCRIPTION: 'Распашная дверь, двойная и глухая части в едином профиле.' },
      { ID: '303', NAME: 'Маятниковая дверь «Грация»', DESCRIPTION: 'Стеклянное полотно 10 мм на петлях-доводчиках.' },
    ],
  },
  // ---- 301: shower enclosure ------------------------------------------------------------------
  {
    CODE: 'handle', parent: '301', TEMPLATE: 's', SORT: 200, RESET_SIZES: false,
    TITLE: 'Ручка', SELECT_TITLE: 'Выберите ручку', DESCRIPTION: 'Ручка устанавливается на дверь с двух сторон.',
    ITEMS: handles(['311', '312', '313']),
  },
  {
    CODE: 'side', parent: '301', TEMPLATE: 's', SORT: 300, RESET_SIZES: false,
    TITLE: 'Сторона открывания', SELECT_TITLE: 'Выберите сторону', DESCRIPTION: 'Вид со стороны, куда открывается дверь.',
    ITEMS: sides('321', '322'),
  },
  {
    CODE: 'pallet', parent: '301', TEMPLATE: 'i', SORT: 400, RESET_SIZES: true,
    TITLE: 'Поддон', SELECT_TITLE: 'Выберите поддон',
    DESCRIPTION: 'Поддон задаёт ширину ограждения и двери: эти размеры на следующем шаге будут заблокированы.',
    ITEMS: [
      { ID: '331', NAME: 'Без поддона', DESCRIPTION: 'Ограждение в нишу с трапом в полу.' },
      { ID: '332', NAME: 'Поддон 900×900', DESCRIPTION: 'Ограждение 900 мм, дверь 400 мм.', UF_CHANGE_DOOR: 900, UF_CHANGE_PANEL: 400 },
      { ID: '333', NAME: 'Поддон 1200×800', DESCRIPTION: 'Ограждение 1200 мм, дверь 500 мм.', UF_CHANGE_DOOR: 1200, UF_CHANGE_PANEL: 500 },
      { ID: '334', NAME: 'Поддон 1400×900', DESCRIPTION: 'Ограждение 1400 мм, дверь 400 мм: глухая часть выйдет шире допустимого.', UF_CHANGE_DOOR: 1400, UF_CHANGE_PANEL: 400 },
    ],
  },
  {
    CODE: 'sizes', parent: '301', TEMPLATE: 't', SORT: 500, RESET_SIZES: false,
    TITLE: 'Размеры ограждения и двери', SELECT_TITLE: 'Укажите размеры',
    DESCRIPTION: 'Ширина ограждения зависит от ширины двери: при двери шире 600 мм ограждение не может быть уже 1000 мм.',
    ITEMS: [
      {
        ID: '341', NAME: 'Ограждение с распашной дверью', UF_DOOR: true, UF_DOOR_PANEL: true,
        UF_SIZE_TITLE: 'Ширина ограждения', UF_SIZE_TITLE_2: 'Ширина двери', UF_DESCR_TITLE: 'Размеры указываются по стеклу, в миллиметрах.',
        UF_BOTTOM_LIMIT: 700, UF_TOP_LIMIT: 1400, UF_STANDART: 900,
        UF_BOTTOM_LIMIT_2: 300, UF_TOP_LIMIT_2: 800, UF_STANDART_2: 400,
        UF_BOTTOM_LIMIT_V2: 1000, UF_TOP_LIMIT_V2: 1400, UF_LIMIT_CHANGE: 1, UF_LIMIT_VALUE: 600,
      },
    ],
  },
  {
    CODE: 'height', parent: '301', TEMPLATE: 'r', SORT: 600, RESET_SIZES: false,
    TITLE: 'Высота', SELECT_TITLE: 'Укажите высоту', DESCRIPTION: 'Высота ограждения от поддона или пола.',
    ITEMS: [
      { ID: '351', NAME: 'Высота ограждения', UF_SIZE_TITLE: 'Высота', UF_DESCR_TITLE: 'Стандартная высота — 1950 мм.', UF_BOTTOM_LIMIT: 1800, UF_TOP_LIMIT: 2200, UF_STANDART: 1950 },
    ],
  },
  {
    CODE: 'solid', parent: '301', TEMPLATE: 'r', SORT: 700, RESET_SIZES: false,
    TITLE: 'Глухая часть', SELECT_TITLE: 'Глухая часть рассчитывается автоматически',
    DESCRIPTION: 'Ширина глухой части = ширина ограждения − ширина двери. С поддоном она рассчитывается автоматически.',
    ITEMS: [
      { ID: '361', NAME: 'Глухая часть', UF_SOLID_PART: true, UF_SOLID_WARNING: true, UF_SIZE_TITLE: 'Ширина глухой части', UF_BOTTOM_LIMIT: 100, UF_TOP_LIMIT: 800, UF_STANDART: 300 },
    ],
  },
  // ---- 302: loft partition ---------------------------------------------------------------------
  {
    CODE: 'profile', parent: '302', TEMPLATE: 'i', SORT: 150, RESET_SIZES: false,
    TITLE: 'Цвет профиля', SELECT_TITLE: 'Выберите цвет профиля', DESCRIPTION: 'Порошковая окраска алюминиевого профиля.',
    ITEMS: [
      { ID: '421', NAME: 'Черный матовый' },
      { ID: '422', NAME: 'Белый' },
      { ID: '423', NAME: 'Бронза' },
    ],
  },
  {
    CODE: 'handle', parent: '302', TEMPLATE: 's', SORT: 200, RESET_SIZES: false,
    TITLE: 'Ручка', SELECT_TITLE: 'Выберите ручку', DESCRIPTION: 'Ручка устанавливается на дверь с двух сторон.',
    ITEMS: handles(['371', '372', '373']),
  },
  {
    CODE: 'side', parent: '302', TEMPLATE: 's', SORT: 300, RESET_SIZES: false,
    TITLE: 'Сторона открывания', SELECT_TITLE: 'Выберите сторону', DESCRIPTION: 'Вид со стороны, куда открывается дверь.',
    ITEMS: sides('381', '382'),
  },
  {
    CODE: 'width', parent: '302', TEMPLATE: 'r', SORT: 400, RESET_SIZES: true,
    TITLE: 'Ширина проёма', SELECT_TITLE: 'Укажите ширину проёма', DESCRIPTION: 'Смена ширины проёма сбрасывает размеры частей.',
    ITEMS: [
      { ID: '391', NAME: 'Ширина проёма', UF_WIDTH: true, UF_SIZE_TITLE: 'Ширина проёма', UF_BOTTOM_LIMIT: 1200, UF_TOP_LIMIT: 4000, UF_STANDART: 2400 },
    ],
  },
  {
    CODE: 'door-double', parent: '302', TEMPLATE: 't', SORT: 500, RESET_SIZES: false,
    TITLE: 'Дверь и двойная часть', SELECT_TITLE: 'Укажите размеры',
    DESCRIPTION: 'Ширина подвижной части двери не должна превышать ширину глухой части.',
    ITEMS: [
      {
        ID: '401', NAME: 'Дверь с двойной частью', UF_DOOR_PANEL: true, UF_DOUBLE_PART: true, UF_DOUBLE_SOLID: true,
        UF_SIZE_TITLE: 'Ширина двери', UF_SIZE_TITLE_2: 'Ширина двойной части',
        UF_BOTTOM_LIMIT: 600, UF_TOP_LIMIT: 1000, UF_STANDART: 800,
        UF_BOTTOM_LIMIT_2: 300, UF_TOP_LIMIT_2: 1200, UF_STANDART_2: 600,
      },
    ],
  },
  {
    CODE: 'solid', parent: '302', TEMPLATE: 'r', SORT: 600, RESET_SIZES: false,
    TITLE: 'Глухая часть', SELECT_TITLE: 'Глухая часть рассчитывается автоматически',
    DESCRIPTION: 'Ширина глухой части = ширина проёма − дверь − двойная часть.',
    ITEMS: [{ ID: '411', NAME: 'Глухая часть', UF_SOLID_PART: true, UF_SIZE_TITLE: 'Ширина глухой части', UF_BOTTOM_LIMIT: 200, UF_TOP_LIMIT: 2800 }],
  },
  // ---- 303: pendulum glass door ---------------------------------------------------------------
  {
    CODE: 'glass', parent: '303', TEMPLATE: 'i', SORT: 200, RESET_SIZES: true,
    TITLE: 'Стекло', SELECT_TITLE: 'Выберите стекло', DESCRIPTION: 'Закалённое стекло 10 мм.',
    ITEMS: [
      { ID: '431', NAME: 'Прозрачное' },
      { ID: '432', NAME: 'Матовое сатин' },
      { ID: '433', NAME: 'С гравировкой', DESCRIPTION: 'Рисунок выбирается на следующем шаге.' },
    ],
  },
  {
    CODE: 'pattern', parent: '433', TEMPLATE: 'i', SORT: 250, RESET_SIZES: false,
    TITLE: 'Рисунок гравировки', SELECT_TITLE: 'Выберите рисунок', DESCRIPTION: 'Алмазная гравировка на одной стороне стекла.',
    ITEMS: [
      { ID: '441', NAME: 'Волна' },
      { ID: '442', NAME: 'Геометрия' },
    ],
  },
  {
    CODE: 'handle', parent: '303', TEMPLATE: 's', SORT: 300, RESET_SIZES: false,
    TITLE: 'Ручка', SELECT_TITLE: 'Выберите ручку', DESCRIPTION: 'Ручка устанавливается с двух сторон полотна.',
    ITEMS: handles(['451', '452', '453']),
  },
  {
    CODE: 'side', parent: '303', TEMPLATE: 's', SORT: 400, RESET_SIZES: false,
    TITLE: 'Сторона открывания', SELECT_TITLE: 'Выберите сторону', DESCRIPTION: 'Со стороны оси вращения.',
    ITEMS: sides('461', '462'),
  },
  {
    CODE: 'sizes', parent: '303', TEMPLATE: 't', SORT: 500, RESET_SIZES: false,
    TITLE: 'Размеры полотна', SELECT_TITLE: 'Укажите ширину и высоту',
    DESCRIPTION: 'При высоте больше 2200 мм ширина ограничена 900 мм.',
    ITEMS: [
      {
        ID: '471', NAME: 'Полотно', UF_DOOR: true,
        UF_SIZE_TITLE: 'Ширина', UF_SIZE_TITLE_2: 'Высота',
        UF_BOTTOM_LIMIT: 600, UF_TOP_LIMIT: 1000, UF_STANDART: 800,
        UF_BOTTOM_LIMIT_2: 1900, UF_TOP_LIMIT_2: 2400, UF_STANDART_2: 2000,
        UF_BOTTOM_LIMIT_V2: 700, UF_TOP_LIMIT_V2: 900, UF_LIMIT_CHANGE: 1, UF_LIMIT_VALUE: 2200,
      },
    ],
  },
];
