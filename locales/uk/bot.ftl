## Телеграм-бот: відповіді, кнопки, підписи й меню команд.
## Словник: session = кімната, table = стіл, host = господар кімнати, dice = кості, roll = кидок;
## до гравця звертаємося на «ви» (як у Telegram): минулий час на «ви» не залежить від роду.

welcome =
    🎲 Привіт, { $name }! Грайте з друзями в кості й настільні ігри просто в Telegram.
    Створіть нову кімнату або увійдіть до чужої за кодом запрошення.
btn_new = 🆕 Нова кімната
btn_join = 🔑 Увійти за кодом
btn_mine = 📋 Мої кімнати
btn_help = ❓ Як грати
btn_share = 📨 Запросити
btn_join_group = ✋ Грати
btn_pick = 🎮 Вибрати гру
btn_new_game = 🎮 Нова гра
btn_play_in_app = 📱 Грати в застосунку
btn_show_board = 🖼 Показати дошку
btn_no_timer = Без ліміту
game_players_count =
    { $n ->
        [one] { $n } гравець
        [few] { $n } гравці
        [many] { $n } гравців
       *[other] { $n } гравця
    }
game_players_range = { $max ->
        [one] { $min }–{ $max } гравець
        [few] { $min }–{ $max } гравці
        [many] { $min }–{ $max } гравців
       *[other] { $min }–{ $max } гравця
    }
ask_players = Скільки гравців, разом із вами?
ask_turn = Скільки часу на хід?
players_chosen = Гравців: { $count }
turn_chosen = Час на хід: { $limit }
no_limit = без ліміту
seconds = { $count } с
minutes = { $count } хв
session_created =
    ✅ Кімнату створено!
    Код запрошення: { $code }
    Посилання-запрошення: { $link }
    Надішліть посилання друзям. Коли всі зберуться, виберіть гру.
session_created_group =
    ✅ Кімнату для цієї групи створено!
    Код запрошення: { $code }
    Натисніть «Грати», щоб зайняти місце (місць: { $max }). Потім господар кімнати вибере гру.
share_text = Заходь до мене в гру!
ask_code = Надішліть код запрошення.
joined = ✅ Ви увійшли до кімнати { $code } як { $role }. За столом: { $names }.
already_in = Ви вже в кімнаті { $code }.
role_host = господар
role_player = гравець
role_spectator = глядач
notice_joined =
    👋 { $name } у грі. { $seats ->
        [one] Залишилося { $seats } місце.
        [few] Залишилося { $seats } місця.
        [many] Залишилося { $seats } місць.
       *[other] Залишилося { $seats } місця.
    }
notice_joined_full = 👋 { $name } у грі. Стіл заповнено: господар кімнати може вибрати гру.
notice_watching = 👀 { $name } дивиться гру.
notice_left = 🚪 { $name } залишає кімнату.
notice_paused = ⏸ Господар кімнати поставив гру на паузу. /resume продовжить її.
notice_resumed = ▶️ Гра триває!
notice_closed = 🔒 Господар закрив кімнату. Дякуємо за гру!
pick_game = Виберіть гру:
btn_computer = 🤖 + комп'ютер ({ $strength })
strength_easy = легкий
strength_medium = середній
strength_hard = сильний
computer_joined = 🤖 { $name } за столом. Виберіть гру, щоб зіграти проти комп'ютера.
btn_remove_computer = 🤖 − Прибрати { $name }
computer_removed = 🤖 { $name } звільняє місце.
game_starting = Починаємо: { $game }…
game_started = 🎮 { $game }: успіху!
no_session = Ви ще не в кімнаті. /new створить кімнату, /join КОД — вхід за кодом.
no_sessions = У вас немає відкритих кімнат. /new створить нову.
your_sessions = Ваші кімнати (натисніть, щоб перейти):
switched = Поточна кімната: { $code }.
status_head = Кімната { $code } · { $status }
status_players = Місця: { $seated }/{ $max }
status_game = Гра: { $game } (хід { $version })
status_link = Посилання-запрошення: { $link }
paused = ⏸ Пауза.
resumed = ▶️ Гра триває.
closed = 🔒 Кімнату { $code } закрито.
left = 🚪 Ви вийшли з кімнати { $code }.
cancelled = Скасовано.
nothing_to_cancel = Немає чого скасовувати.
use_buttons = Будь ласка, натисніть одну з кнопок.
unknown = Я вас не розумію. /help — що я вмію.
expired_button = Ця кнопка вже не діє.
cell_taken = Ця клітинка зайнята.
moved = ✓
rolled = 🎲 { $value }
keeping = Відкладено: { $dice }
keeping_none = Нічого не відкладено
board_in = { $text } · дошка за { $seconds } с
caption_head = { $game } · хід { $version }
caption_turn = ▶️ Ходить { $name }
caption_deadline = ⏱ до { $time } UTC
caption_clocks = ⏱ { $clocks }
caption_stand_in = 🤖 за { $name }
caption_vacation = 🏖 { $name } у відпустці до { $date }
caption_paused = ⏸ Господар кімнати поставив паузу
caption_won = 🏆 Перемога: { $names }!
caption_draw = 🤝 Нічия.
caption_aborted = Гру зупинено.
caption_scores = Очки: { $scores }
caption_last = Останній хід: { $name } — { $action }
last_roll = кидок
last_pass = пас
last_choose = вибір: { $choice }
last_timeout = час вийшов
help =
    🎲 <b>Кості й настільні ігри</b>

    /new – нова кімната (у групі: одна спільна дошка)
    /join КОД – увійти за кодом запрошення
    /sessions – ваші відкриті кімнати
    /status – поточна кімната
    /pause, /resume, /close – лише для господаря кімнати
    /leave – вийти з кімнати
    /language – мова бота
    /tournament ГРА [swiss|knockout|arena] – турнір у групі
    /league – таблиця групи за місяць
    /lobby [ГРА] – відкриті столи, де можна сісти
    /open ГРА [ГРАВЦІ] – відкрити стіл для всіх: сісти за нього може будь-хто
    /tv [ГРА] – дивитися найкращу гру просто зараз
    /watch ID_ГРИ – дивитися одну відкриту гру
    /vacation ДНІ|off – перерва в іграх за листуванням
    /mydata – завантажити ваші дані
    /deletemydata – видалити ваші дані
    /cancel – скасувати питання

    <b>Ігри</b>
    { $games }

    Ходіть кнопками під дошкою. Дошка оновлюється в усіх — і в чаті, і в браузері.
commands_new = Створити ігрову кімнату
commands_join = Увійти до кімнати за кодом
commands_status = Поточна кімната
commands_sessions = Ваші відкриті кімнати
commands_leave = Вийти з кімнати
commands_pause = Пауза (господар кімнати)
commands_resume = Продовжити гру (господар кімнати)
commands_close = Закрити кімнату (господар кімнати)
commands_language = Вибрати мову бота
language_pick = Якою мовою мені з вами говорити?
language_set = Тепер я говорю з вами українською.
commands_help = Як грати
status_Lobby = чекаємо на гравців
status_GameSelection = вибір гри
status_InGame = іде гра
status_Paused = пауза
status_Closed = закрита
btn_rematch = 🔁 Реванш
btn_replay = ▶ Повтор
btn_verify = ✔ Перевірити
rematch_started = 🔁 Реванш почався!
rematch_exists = Реванш уже триває.
top_head = 🏆 { $game }: { $scope }
top_scope_chat = цей чат
top_scope_global = усі гравці
top_line = { $rank }. { $name }: { $rating } (перемог: { $wins } з { $games })
top_empty = 🏆 { $game }: тут ще ніхто не дограв партію.
me_head = 📈 Ваш рейтинг
me_line = { $game }: { $rating } (перемог: { $wins } з { $games })
me_empty = У вас ще немає рейтингу: дограйте партію, щоб його отримати.
me_recent = Останні ігри:
me_game = { $result } { $game }: { $before } → { $after }
inline_new = Нова гра: { $game }
inline_description = Покликати цей чат у гру «{ $game }»
inline_invite = 🎲 { $name } кличе вас у гру «{ $game }»! Натисніть «Грати», щоб зайняти місце.
btn_join_invite = ✋ Грати
reminder = ⏰ Ваш хід у грі «{ $game }» чекає вже { $minutes } хв.
clock_reminder = ⏰ У грі «{ $game }» використано { $percent }% вашого часу: залишилося { $left }.
stand_in_started = 🤖 Ваш час у грі «{ $game }» вийшов, тож ваше місце поки тримає комп'ютер. Натисніть «Я знову тут», щоб грати далі.
unit_days = { $n } д
unit_hours = { $n } год
unit_minutes = { $n } хв
unit_seconds = { $n } с
btn_im_back = 🙋 Я знову тут
reclaimed = Ваше місце знову ваше.
vacation_set = 🏖 Ви у відпустці до { $date }: годинники ваших ігор за листуванням стоять. { $days ->
        [one] Цього року залишився { $days } день відпустки.
        [few] Цього року залишилося { $days } дні відпустки.
        [many] Цього року залишилося { $days } днів відпустки.
       *[other] Цього року залишилося { $days } дня відпустки.
    }
vacation_ended = З поверненням! Відпустку завершено. { $days ->
        [one] Цього року залишився { $days } день відпустки.
        [few] Цього року залишилося { $days } дні відпустки.
        [many] Цього року залишилося { $days } днів відпустки.
       *[other] Цього року залишилося { $days } дня відпустки.
    }
vacation_shown = 🏖 Ви у відпустці до { $date }. { $days ->
        [one] Цього року залишився { $days } день відпустки.
        [few] Цього року залишилося { $days } дні відпустки.
        [many] Цього року залишилося { $days } днів відпустки.
       *[other] Цього року залишилося { $days } дня відпустки.
    } /vacation off — завершити відпустку.
vacation_none = Ви не у відпустці. { $days ->
        [one] Цього року залишився { $days } день відпустки.
        [few] Цього року залишилося { $days } дні відпустки.
        [many] Цього року залишилося { $days } днів відпустки.
       *[other] Цього року залишилося { $days } дня відпустки.
    } /vacation 7 — відпустка на тиждень.
vacation_usage = Як користуватися: /vacation ДНІ (1–14), /vacation off або просто /vacation, щоб побачити свою відпустку.
commands_vacation = Відпустка: годинники ігор за листуванням стоять
commands_top = Найкращі гравці (групи або всіх)
commands_me = Ваш рейтинг і останні ігри
tournament_round = 🏆 { $name }, тур { $round }:
tournament_table = { $players }
tournament_bye = { $name }: без пари
tournament_standings =
    📊 { $name }: становище після { $games ->
        [one] { $games } партії
        [few] { $games } партій
        [many] { $games } партій
       *[other] { $games } партії
    }
tournament_standing = { $rank }. { $name }: { $points }
tournament_game = 🏆 Ваша партія { $round }-го туру турніру «{ $name }» готова: { $players }. Дошка з'явиться тут, або грайте в застосунку.
tournament_finished = 🏁 Турнір «{ $name }» завершено. Переможець: { $winner }!
quick_play_matched = 🎲 Суперника знайдено ({ $game }): { $players }. Дошка з'явиться тут, або грайте в застосунку.
league_title = 📅 Ліга «{ $game }», { $season }:
league_line = { $rank }. { $name }: { $points } оч., { $games ->
        [one] { $games } партія
        [few] { $games } партії
        [many] { $games } партій
       *[other] { $games } партії
    }, рейтинг { $change }
league_empty = У цьому чаті цього місяця ще не було рейтингових партій.
tournament_created = 🏆 Турнір «{ $name }» відкрито! Натисніть «Узяти участь», а організатор натисне «Почати», коли всі зберуться.
tournament_usage = Як користуватися: /tournament <гра> [swiss|knockout|arena], наприклад /tournament { $game } swiss
tournament_group_only = Турніри й ліги проходять у групах: надішліть команду в групі.
tournament_joined = ✅ Ви берете участь у турнірі «{ $name }» (гравців: { $count }).
tournament_started = ▶ Турнір «{ $name }» почався: пари нижче.
btn_tournament_join = ✋ Узяти участь
btn_tournament_start = ▶ Почати
btn_tournament_link = 🔗 Долучитися в особистих
btn_quick = 🎲 Швидка гра
quick_pick = Швидка гра: виберіть гру, і я знайду суперника вашого рівня.
quick_waiting = ⏳ Шукаю суперника…
btn_quick_cancel = ✖ Скасувати
quick_cancelled = Пошук зупинено.
commands_tournament = Відкрити турнір у цій групі
commands_league = Ліга цієї групи за місяць
commands_mydata = Завантажити все, що гра зберігає про вас
commands_deletemydata = Видалити ваші дані
deleted_player = Видалений гравець
private_only = Це працює лише в особистому чаті зі мною: відкрийте його й надішліть команду там.
my_data_caption = 📦 Усе, що гра зберігає про вас, у форматі JSON.
erase_ask =
    ⚠️ Видалити ваші дані?

    • Ваші входи й прив'язку до цього акаунта Telegram буде видалено.
    • У зіграних партіях замість вашого імені буде «Видалений гравець».
    • Ваш рейтинг і результати буде видалено.
    • Я забуду цей чат: його дошки, вашу мову й ще не доставлені повідомлення.

    Партії інших гравців залишаться як є. Цю дію не можна скасувати.
btn_erase_yes = 🗑 Так, видалити мої дані
btn_erase_no = ✖ Скасувати
erase_done = ✅ Ваші дані видалено. Якщо напишете мені знову, почнете як новий гравець.
commands_lobby = Відкриті столи, де можна сісти
commands_tv = Дивитися найкращу гру просто зараз
unknown_game = Не знаю гри «{ $game }». /help — список ігор.
lobby_head = 🪑 Відкриті столи, спершу нові:
lobby_head_game = 🪑 Відкриті столи «{ $game }», спершу нові:
lobby_table = { $game } · { $host } · { $seats }{ $clock }
lobby_empty = Зараз немає відкритих столів. /new відкриє стіл, а 🎲 Швидка гра в /start знайде вам суперника.
lobby_empty_game = Зараз немає відкритих столів «{ $game }». /new відкриє стіл, а 🎲 Швидка гра в /start знайде вам суперника.
btn_lobby_join = ✋ { $n }. { $game } · { $host } ({ $seats })
inline_table = За стіл до гравця { $host }: { $game } ({ $seats })
inline_table_invite = 🎲 У гравця { $host } стіл «{ $game }», { $free ->
        [one] вільне { $free } місце
        [few] вільні { $free } місця
        [many] вільних { $free } місць
       *[other] вільних { $free } місця
    }. Натисніть «Грати», щоб сісти.
tv_head = 📺 ТБ
tv_none = 📺 Зараз не йде жодна відкрита гра. /lobby покаже столи, що чекають на гравців.
tv_none_game = 📺 Зараз не йде жодна відкрита партія «{ $game }». /lobby покаже столи, що чекають на гравців.
tv_own = 📺 Головна гра йде в цьому чаті: її дошка вже тут.
commands_open = Відкрити стіл для всіх
commands_watch = Дивитися відкриту гру за ID
open_usage = Вкажіть гру: /open ГРА [ГРАВЦІ], наприклад /open backgammon. Список ігор — у /help.
open_created =
    🪑 Стіл «{ $game }» на { $max ->
        [one] { $max } гравця
       *[other] { $max } гравців
    } відкрито для всіх!
    Сісти за нього можна через /lobby або за кодом запрошення { $code }
    Посилання-запрошення: { $link }
watch_usage = Надішліть ID гри або посилання для перегляду: /watch ID_ГРИ
watch_none = 📺 Відкритої гри з таким ID немає.
watch_over = 📺 Ця гра вже закінчилася. /tv покаже найкращу гру просто зараз.
watch_own = 📺 Ця гра йде в цьому чаті: її дошка вже тут.
btn_tv_stop = ⏹ Припинити перегляд
btn_tv_next = 📺 Наступна гра
tv_stopped = Перегляд зупинено.
btn_watch = 👀 Дивитися
