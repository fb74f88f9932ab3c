extension LocalizedWords {
  /// de: a day reads `Mo 23 Nov`.
  static let german = Language(
    weekdays: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"],
    months: [
      "Jan", "Feb", "Mär", "Apr", "Mai", "Jun",
      "Jul", "Aug", "Sep", "Okt", "Nov", "Dez",
    ],
    dayLabel: .weekdayDayMonth,
    conditions: [
      "klarer Himmel", "überwiegend klar", "teils bewölkt", "bedeckt",
      "Nebel", "Nebel mit Raureif", "leichter Nieselregen", "mäßiger Nieselregen",
      "starker Nieselregen", "leichter gefrierender Nieselregen",
      "starker gefrierender Nieselregen", "leichter Regen",
      "mäßiger Regen", "starker Regen", "leichter gefrierender Regen",
      "starker gefrierender Regen",
      "leichter Schneefall", "mäßiger Schneefall", "starker Schneefall", "Schneegriesel",
      "leichte Regenschauer", "mäßige Regenschauer", "heftige Regenschauer",
      "leichte Schneeschauer",
      "starke Schneeschauer", "Gewitter", "Gewitter mit leichtem Hagel",
      "Gewitter mit starkem Hagel",
    ])

  /// fr: a day reads `lun 23 nov`.
  static let french = Language(
    weekdays: ["dim", "lun", "mar", "mer", "jeu", "ven", "sam"],
    months: [
      "janv", "févr", "mars", "avr", "mai", "juin",
      "juil", "août", "sept", "oct", "nov", "déc",
    ],
    dayLabel: .weekdayDayMonth,
    conditions: [
      "ciel dégagé", "plutôt dégagé", "partiellement nuageux", "couvert",
      "brouillard", "brouillard givrant", "bruine faible", "bruine modérée",
      "bruine dense", "bruine verglaçante faible", "bruine verglaçante dense", "pluie faible",
      "pluie modérée", "pluie forte", "pluie verglaçante faible", "pluie verglaçante forte",
      "neige faible", "neige modérée", "neige forte", "neige en grains",
      "averses de pluie faibles", "averses de pluie modérées", "averses de pluie violentes",
      "averses de neige faibles",
      "averses de neige fortes", "orage", "orage avec faible grêle", "orage avec forte grêle",
    ])

  /// es: a day reads `lun 23 nov`.
  static let spanish = Language(
    weekdays: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"],
    months: [
      "ene", "feb", "mar", "abr", "may", "jun",
      "jul", "ago", "sep", "oct", "nov", "dic",
    ],
    dayLabel: .weekdayDayMonth,
    conditions: [
      "cielo despejado", "mayormente despejado", "parcialmente nublado", "cubierto",
      "niebla", "niebla con escarcha", "llovizna ligera", "llovizna moderada",
      "llovizna densa", "llovizna helada ligera", "llovizna helada densa", "lluvia ligera",
      "lluvia moderada", "lluvia intensa", "lluvia helada ligera", "lluvia helada intensa",
      "nevada ligera", "nevada moderada", "nevada intensa", "granos de nieve",
      "chubascos ligeros", "chubascos moderados", "chubascos violentos",
      "chubascos de nieve ligeros",
      "chubascos de nieve intensos", "tormenta", "tormenta con granizo ligero",
      "tormenta con granizo fuerte",
    ])

  /// it: a day reads `lun 23 nov`.
  static let italian = Language(
    weekdays: ["dom", "lun", "mar", "mer", "gio", "ven", "sab"],
    months: [
      "gen", "feb", "mar", "apr", "mag", "giu",
      "lug", "ago", "set", "ott", "nov", "dic",
    ],
    dayLabel: .weekdayDayMonth,
    conditions: [
      "cielo sereno", "prevalentemente sereno", "parzialmente nuvoloso", "coperto",
      "nebbia", "nebbia gelata", "pioviggine leggera", "pioviggine moderata",
      "pioviggine fitta", "pioviggine gelata leggera", "pioviggine gelata fitta",
      "pioggia leggera",
      "pioggia moderata", "pioggia forte", "pioggia gelata leggera", "pioggia gelata forte",
      "neve leggera", "neve moderata", "neve forte", "nevischio",
      "rovesci leggeri", "rovesci moderati", "rovesci violenti", "rovesci di neve leggeri",
      "rovesci di neve forti", "temporale", "temporale con grandine leggera",
      "temporale con grandine forte",
    ])

  /// pt: a day reads `seg 23 nov`.
  static let portuguese = Language(
    weekdays: ["dom", "seg", "ter", "qua", "qui", "sex", "sáb"],
    months: [
      "jan", "fev", "mar", "abr", "mai", "jun",
      "jul", "ago", "set", "out", "nov", "dez",
    ],
    dayLabel: .weekdayDayMonth,
    conditions: [
      "céu limpo", "predominantemente limpo", "parcialmente nublado", "encoberto",
      "nevoeiro", "nevoeiro com geada", "chuvisco fraco", "chuvisco moderado",
      "chuvisco denso", "chuvisco gelado fraco", "chuvisco gelado denso", "chuva fraca",
      "chuva moderada", "chuva forte", "chuva gelada fraca", "chuva gelada forte",
      "neve fraca", "neve moderada", "neve forte", "grãos de neve",
      "aguaceiros fracos", "aguaceiros moderados", "aguaceiros violentos",
      "aguaceiros de neve fracos",
      "aguaceiros de neve fortes", "trovoada", "trovoada com granizo fraco",
      "trovoada com granizo forte",
    ])

  // ru: `пн 23 ноя`
  static let russian = Language(
    weekdays: ["вс", "пн", "вт", "ср", "чт", "пт", "сб"],
    months: [
      "янв", "фев", "мар", "апр", "мая", "июн",
      "июл", "авг", "сен", "окт", "ноя", "дек",
    ],
    dayLabel: .weekdayDayMonth,
    conditions: [
      "ясно", "преимущественно ясно", "переменная облачность", "пасмурно",
      "туман", "туман с изморозью", "слабая морось", "умеренная морось",
      "сильная морось", "слабая ледяная морось", "сильная ледяная морось", "небольшой дождь",
      "умеренный дождь", "сильный дождь", "слабый ледяной дождь", "сильный ледяной дождь",
      "небольшой снег", "умеренный снег", "сильный снег", "снежные зёрна",
      "небольшой ливень", "умеренный ливень", "сильный ливень", "небольшой ливневый снег",
      "сильный ливневый снег", "гроза", "гроза со слабым градом", "гроза с сильным градом",
    ])
}
