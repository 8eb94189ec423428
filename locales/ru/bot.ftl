## Телеграм-бот: ответы, кнопки, подписи и меню команд.
## Словарь: session = комната, table = стол, host = хозяин комнаты, dice = кости, roll = бросок;
## к игроку обращаемся на «вы» (как в Telegram): прошедшее время на «вы» не зависит от рода.

welcome =
    🎲 Привет, { $name }! Играйте с друзьями в кости и настольные игры прямо в Telegram.
    Создайте новую комнату или войдите в чужую по коду приглашения.
btn_new = 🆕 Новая комната
btn_join = 🔑 Войти по коду
btn_mine = 📋 Мои комнаты
btn_help = ❓ Как играть
btn_share = 📨 Пригласить
btn_join_group = ✋ Играть
btn_pick = 🎮 Выбрать игру
btn_new_game = 🎮 Новая игра
btn_play_in_app = 📱 Играть в приложении
btn_show_board = 🖼 Показать доску
btn_no_timer = Без лимита
game_players_count =
    { $n ->
        [one] { $n } игрок
        [few] { $n } игрока
        [many] { $n } игроков
       *[other] { $n } игрока
    }
game_players_range = { $max ->
        [one] { $min }–{ $max } игрок
        [few] { $min }–{ $max } игрока
        [many] { $min }–{ $max } игроков
       *[other] { $min }–{ $max } игрока
    }
ask_players = Сколько игроков, считая вас?
ask_turn = Сколько времени на ход?
players_chosen = Игроков: { $count }
turn_chosen = Время на ход: { $limit }
no_limit = без лимита
seconds = { $count } с
minutes = { $count } мин
session_created =
    ✅ Комната создана!
    Код приглашения: { $code }
    Ссылка-приглашение: { $link }
    Отправьте ссылку друзьям. Когда все соберутся, выберите игру.
session_created_group =
    ✅ Комната для этой группы создана!
    Код приглашения: { $code }
    Нажмите «Играть», чтобы занять место (мест: { $max }). Потом хозяин комнаты выберет игру.
share_text = Заходи ко мне в игру!
ask_code = Пришлите код приглашения.
joined = ✅ Вы вошли в комнату { $code } как { $role }. За столом: { $names }.
already_in = Вы уже в комнате { $code }.
role_host = хозяин
role_player = игрок
role_spectator = зритель
notice_joined =
    👋 { $name } в игре. { $seats ->
        [one] Осталось { $seats } место.
        [few] Осталось { $seats } места.
        [many] Осталось { $seats } мест.
       *[other] Осталось { $seats } места.
    }
notice_joined_full = 👋 { $name } в игре. Стол заполнен: хозяин комнаты может выбрать игру.
notice_watching = 👀 { $name } смотрит игру.
notice_left = 🚪 { $name } покидает комнату.
notice_paused = ⏸ Хозяин комнаты поставил игру на паузу. /resume продолжит её.
notice_resumed = ▶️ Игра продолжается!
notice_closed = 🔒 Хозяин закрыл комнату. Спасибо за игру!
pick_game = Выберите игру:
btn_computer = 🤖 + компьютер ({ $strength })
strength_easy = лёгкий
strength_medium = средний
strength_hard = сильный
computer_joined = 🤖 { $name } за столом. Выберите игру, чтобы сыграть против компьютера.
btn_remove_computer = 🤖 − Убрать { $name }
computer_removed = 🤖 { $name } освобождает место.
game_starting = Начинаем: { $game }…
game_started = 🎮 { $game }: удачи!
no_session = Вы пока не в комнате. /new создаст комнату, /join КОД — вход по коду.
no_sessions = У вас нет открытых комнат. /new создаст новую.
your_sessions = Ваши комнаты (нажмите, чтобы перейти):
switched = Текущая комната: { $code }.
status_head = Комната { $code } · { $status }
status_players = Места: { $seated }/{ $max }
status_game = Игра: { $game } (ход { $version })
status_link = Ссылка-приглашение: { $link }
paused = ⏸ Пауза.
resumed = ▶️ Игра продолжается.
closed = 🔒 Комната { $code } закрыта.
left = 🚪 Вы вышли из комнаты { $code }.
cancelled = Отменено.
nothing_to_cancel = Отменять нечего.
use_buttons = Пожалуйста, нажмите одну из кнопок.
unknown = Я вас не понимаю. /help — что я умею.
expired_button = Эта кнопка больше не работает.
cell_taken = Эта клетка занята.
moved = ✓
rolled = 🎲 { $value }
keeping = Отложено: { $dice }
keeping_none = Ничего не отложено
board_in = { $text } · доска через { $seconds } с
caption_head = { $game } · ход { $version }
caption_turn = ▶️ Ходит { $name }
caption_deadline = ⏱ до { $time } UTC
caption_clocks = ⏱ { $clocks }
caption_stand_in = 🤖 за { $name }
caption_vacation = 🏖 { $name } в отпуске до { $date }
caption_paused = ⏸ Хозяин комнаты поставил паузу
caption_won = 🏆 Победа: { $names }!
caption_draw = 🤝 Ничья.
caption_aborted = Игра остановлена.
caption_scores = Очки: { $scores }
caption_last = Последний ход: { $name } — { $action }
last_roll = бросок
last_pass = пас
last_choose = выбор: { $choice }
last_timeout = время вышло
help =
    🎲 <b>Кости и настольные игры</b>

    /new – новая комната (в группе: одна общая доска)
    /join КОД – войти по коду приглашения
    /sessions – ваши открытые комнаты
    /status – текущая комната
    /pause, /resume, /close – только для хозяина комнаты
    /leave – выйти из комнаты
    /language – язык бота
    /tournament ИГРА [swiss|knockout|arena] – турнир в группе
    /league – таблица группы за месяц
    /lobby [ИГРА] – открытые столы, где можно сесть
    /open ИГРА [ИГРОКИ] – открыть стол для всех: сесть за него может любой
    /tv [ИГРА] – смотреть лучшую игру прямо сейчас
    /watch ID_ИГРЫ – смотреть одну открытую игру
    /vacation ДНИ|off – перерыв в играх по переписке
    /mydata – скачать ваши данные
    /deletemydata – удалить ваши данные
    /cancel – отменить вопрос

    <b>Игры</b>
    { $games }

    Ходите кнопками под доской. Доска обновляется у всех — и в чате, и в браузере.
commands_new = Создать игровую комнату
commands_join = Войти в комнату по коду
commands_status = Текущая комната
commands_sessions = Ваши открытые комнаты
commands_leave = Выйти из комнаты
commands_pause = Пауза (хозяин комнаты)
commands_resume = Продолжить игру (хозяин комнаты)
commands_close = Закрыть комнату (хозяин комнаты)
commands_language = Выбрать язык бота
language_pick = На каком языке мне с вами говорить?
language_set = Теперь я говорю с вами по-русски.
commands_help = Как играть
status_Lobby = ждём игроков
status_GameSelection = выбор игры
status_InGame = идёт игра
status_Paused = пауза
status_Closed = закрыта
btn_rematch = 🔁 Реванш
btn_replay = ▶ Повтор
btn_verify = ✔ Проверить
rematch_started = 🔁 Реванш начался!
rematch_exists = Реванш уже идёт.
top_head = 🏆 { $game }: { $scope }
top_scope_chat = этот чат
top_scope_global = все игроки
top_line = { $rank }. { $name }: { $rating } (побед: { $wins } из { $games })
top_empty = 🏆 { $game }: здесь ещё никто не доиграл партию.
me_head = 📈 Ваш рейтинг
me_line = { $game }: { $rating } (побед: { $wins } из { $games })
me_empty = У вас пока нет рейтинга: доиграйте партию, чтобы его получить.
me_recent = Последние игры:
me_game = { $result } { $game }: { $before } → { $after }
inline_new = Новая игра: { $game }
inline_description = Позвать этот чат в игру «{ $game }»
inline_invite = 🎲 { $name } зовёт вас в игру «{ $game }»! Нажмите «Играть», чтобы занять место.
btn_join_invite = ✋ Играть
reminder = ⏰ Ваш ход в игре «{ $game }» ждёт уже { $minutes } мин.
clock_reminder = ⏰ В игре «{ $game }» использовано { $percent }% вашего времени: осталось { $left }.
stand_in_started = 🤖 Ваше время в игре «{ $game }» вышло, и ваше место пока держит компьютер. Нажмите «Я снова здесь», чтобы играть снова.
unit_days = { $n } д
unit_hours = { $n } ч
unit_minutes = { $n } мин
unit_seconds = { $n } с
btn_im_back = 🙋 Я снова здесь
reclaimed = Ваше место снова ваше.
vacation_set = 🏖 Вы в отпуске до { $date }: часы ваших игр по переписке стоят. { $days ->
        [one] В этом году остался { $days } день отпуска.
        [few] В этом году осталось { $days } дня отпуска.
        [many] В этом году осталось { $days } дней отпуска.
       *[other] В этом году осталось { $days } дня отпуска.
    }
vacation_ended = С возвращением! Отпуск окончен. { $days ->
        [one] В этом году остался { $days } день отпуска.
        [few] В этом году осталось { $days } дня отпуска.
        [many] В этом году осталось { $days } дней отпуска.
       *[other] В этом году осталось { $days } дня отпуска.
    }
vacation_shown = 🏖 Вы в отпуске до { $date }. { $days ->
        [one] В этом году остался { $days } день отпуска.
        [few] В этом году осталось { $days } дня отпуска.
        [many] В этом году осталось { $days } дней отпуска.
       *[other] В этом году осталось { $days } дня отпуска.
    } /vacation off — выйти из отпуска.
vacation_none = Вы не в отпуске. { $days ->
        [one] В этом году остался { $days } день отпуска.
        [few] В этом году осталось { $days } дня отпуска.
        [many] В этом году осталось { $days } дней отпуска.
       *[other] В этом году осталось { $days } дня отпуска.
    } /vacation 7 — отпуск на неделю.
vacation_usage = Как пользоваться: /vacation ДНИ (1–14), /vacation off, или просто /vacation, чтобы увидеть свой отпуск.
commands_vacation = Отпуск: часы игр по переписке стоят
commands_top = Лучшие игроки (группы или всех)
commands_me = Ваш рейтинг и последние игры
tournament_round = 🏆 { $name }, тур { $round }:
tournament_table = { $players }
tournament_bye = { $name }: без пары
tournament_standings =
    📊 { $name }: положение после { $games ->
        [one] { $games } партии
        [few] { $games } партий
        [many] { $games } партий
       *[other] { $games } партии
    }
tournament_standing = { $rank }. { $name }: { $points }
tournament_game = 🏆 Ваша партия { $round }-го тура турнира «{ $name }» готова: { $players }. Доска появится здесь, или играйте в приложении.
tournament_finished = 🏁 Турнир «{ $name }» окончен. Победитель: { $winner }!
quick_play_matched = 🎲 Соперник найден ({ $game }): { $players }. Доска появится здесь, или играйте в приложении.
league_title = 📅 Лига «{ $game }», { $season }:
league_line = { $rank }. { $name }: { $points } очк., { $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    }, рейтинг { $change }
league_empty = В этом чате в этом месяце ещё не было рейтинговых партий.
tournament_created = 🏆 Турнир «{ $name }» открыт! Нажмите «Участвовать», а организатор нажмёт «Начать», когда все соберутся.
tournament_usage = Как пользоваться: /tournament <игра> [swiss|knockout|arena], например /tournament { $game } swiss
tournament_group_only = Турниры и лиги проходят в группах: отправьте команду в группе.
tournament_joined = ✅ Вы участвуете в турнире «{ $name }» (игроков: { $count }).
tournament_started = ▶ Турнир «{ $name }» начался: пары ниже.
btn_tournament_join = ✋ Участвовать
btn_tournament_start = ▶ Начать
btn_tournament_link = 🔗 Вступить в личке
btn_quick = 🎲 Быстрая игра
quick_pick = Быстрая игра: выберите игру, и я найду соперника вашего уровня.
quick_waiting = ⏳ Ищу соперника…
btn_quick_cancel = ✖ Отмена
quick_cancelled = Поиск остановлен.
commands_tournament = Открыть турнир в этой группе
commands_league = Лига этой группы за месяц
commands_mydata = Скачать всё, что игра хранит о вас
commands_deletemydata = Удалить ваши данные
deleted_player = Удалённый игрок
private_only = Это работает только в личном чате со мной: откройте его и отправьте команду там.
my_data_caption = 📦 Всё, что игра хранит о вас, в формате JSON.
erase_ask =
    ⚠️ Удалить ваши данные?

    • Ваши входы и привязка к этому аккаунту Telegram будут удалены.
    • В сыгранных партиях вместо вашего имени будет «Удалённый игрок».
    • Ваш рейтинг и результаты будут удалены.
    • Я забуду этот чат: его доски, ваш язык и ещё не доставленные сообщения.

    Партии других игроков останутся как есть. Это действие нельзя отменить.
btn_erase_yes = 🗑 Да, удалить мои данные
btn_erase_no = ✖ Отмена
erase_done = ✅ Ваши данные удалены. Если напишете мне снова, начнёте как новый игрок.
commands_lobby = Открытые столы, где можно сесть
commands_tv = Смотреть лучшую игру прямо сейчас
unknown_game = Не знаю игры «{ $game }». /help — список игр.
lobby_head = 🪑 Открытые столы, сначала новые:
lobby_head_game = 🪑 Открытые столы «{ $game }», сначала новые:
lobby_table = { $game } · { $host } · { $seats }{ $clock }
lobby_empty = Сейчас нет открытых столов. /new откроет стол, а 🎲 Быстрая игра в /start найдёт вам соперника.
lobby_empty_game = Сейчас нет открытых столов «{ $game }». /new откроет стол, а 🎲 Быстрая игра в /start найдёт вам соперника.
btn_lobby_join = ✋ { $n }. { $game } · { $host } ({ $seats })
inline_table = За стол к игроку { $host }: { $game } ({ $seats })
inline_table_invite = 🎲 У игрока { $host } стол «{ $game }», { $free ->
        [one] свободно { $free } место
        [few] свободно { $free } места
        [many] свободно { $free } мест
       *[other] свободно { $free } места
    }. Нажмите «Играть», чтобы сесть.
tv_head = 📺 ТВ
tv_none = 📺 Сейчас не идёт ни одной открытой игры. /lobby покажет столы, которые ждут игроков.
tv_none_game = 📺 Сейчас не идёт ни одной открытой партии «{ $game }». /lobby покажет столы, которые ждут игроков.
tv_own = 📺 Главная игра идёт в этом чате: её доска уже здесь.
commands_open = Открыть стол для всех
commands_watch = Смотреть открытую игру по ID
open_usage = Укажите игру: /open ИГРА [ИГРОКИ], например /open backgammon. Список игр — в /help.
open_created =
    🪑 Стол «{ $game }» на { $max ->
        [one] { $max } игрока
        [few] { $max } игрока
        [many] { $max } игроков
       *[other] { $max } игрока
    } открыт для всех!
    Сесть за него можно через /lobby или по коду приглашения { $code }
    Ссылка-приглашение: { $link }
watch_usage = Пришлите ID игры или ссылку для просмотра: /watch ID_ИГРЫ
watch_none = 📺 Открытой игры с таким ID нет.
watch_over = 📺 Эта игра уже закончилась. /tv покажет лучшую игру прямо сейчас.
watch_own = 📺 Эта игра идёт в этом чате: её доска уже здесь.
btn_tv_stop = ⏹ Перестать смотреть
btn_tv_next = 📺 Следующая игра
tv_stopped = Просмотр остановлен.
btn_watch = 👀 Смотреть
