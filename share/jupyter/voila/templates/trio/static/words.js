// The child's page's own words (static/page.js), in every language: made by
// tools/build_page_words.py from the keys progress.page.* of trio_widgets/words/locales/progress.<lang>.json.
// Edit those, not this file.
window.trioPageWords = {
  "en": {
    "lost": "The page lost touch with the lesson. Trying again… Your answers are kept.",
    "no": "No",
    "retry": "Try again",
    "start_again": "Start again",
    "start_again_ask": "Forget every answer, star and game on this device?",
    "stuck": "The lesson still does not answer. Tap “Try again” or ask your teacher.",
    "yes": "Yes, start again"
  },
  "ru": {
    "lost": "Страница потеряла связь с уроком. Пробуем ещё раз… Твои ответы сохранены.",
    "no": "Нет",
    "retry": "Ещё раз",
    "start_again": "Начать заново",
    "start_again_ask": "Стереть все ответы, звёзды и партии на этом устройстве?",
    "stuck": "Урок всё ещё не отвечает. Нажми «Ещё раз» или позови учителя.",
    "yes": "Да, начать заново"
  },
  "pl": {
    "lost": "Strona straciła połączenie z lekcją. Próbujemy jeszcze raz… Twoje odpowiedzi są zapisane.",
    "no": "Nie",
    "retry": "Spróbuj jeszcze raz",
    "start_again": "Zacznij od nowa",
    "start_again_ask": "Usunąć wszystkie odpowiedzi, gwiazdki i gry na tym urządzeniu?",
    "stuck": "Lekcja wciąż nie odpowiada. Stuknij „Spróbuj jeszcze raz” albo poproś nauczyciela o pomoc.",
    "yes": "Tak, od nowa"
  },
  "hu": {
    "lost": "Megszakadt a kapcsolat a leckével. Újra próbáljuk… A válaszaid megmaradnak.",
    "no": "Nem",
    "retry": "Újra",
    "start_again": "Újrakezdés",
    "start_again_ask": "Törlöd az összes választ, csillagot és játszmát ezen az eszközön?",
    "stuck": "A lecke még mindig nem válaszol. Koppints az „Újra” gombra, vagy szólj a tanárodnak.",
    "yes": "Igen, elölről"
  }
};
