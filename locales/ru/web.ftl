## Веб-клиент (/play) и мини-приложение Telegram.

title = Кости и настольные игры
signInTitle = Играйте с друзьями
displayName = Ваше имя
playAsGuest = Играть как гость
orTelegram = или войдите через аккаунт Telegram, с которым играете в чате:
signOut = Выйти
language = Язык
newSession = Новая комната
maxPlayers = Игроков
clock = Контроль времени
clock_none = нет
clock_move = на ход
clock_bank = запас времени
clock_days = дней на ход
moveSeconds = Секунд на ход
bankMinutes = Минут каждому
incrementSeconds = + секунд за ход
daysPerMove = Дней на ход
onTimeout = Когда время вышло
timeout_rules = по правилам игры
timeout_stand_in = играет компьютер
timeout_forfeit = поражение
create = Создать
joinTitle = Войти по коду
inviteCode = Код приглашения
join = Войти
joining = Входим в комнату { $code }…
invite = Пригласить
webLink = Веб-ссылка
botLink = Ссылка в Telegram
copy = Копировать
copied = Скопировано
share = Поделиться
players = Игроки
online = в сети
offline = не в сети
onTelegram = в Telegram
host = хозяин
spectator = зритель
pickGame = Выберите игру
playersRange = { $max ->
        [one] { $min }–{ $max } игрок
        [few] { $min }–{ $max } игрока
        [many] { $min }–{ $max } игроков
       *[other] { $min }–{ $max } игрока
    }
waitForHost = Ждём, пока хозяин комнаты выберет игру.
playAlone = Играете в одиночку? Добавьте компьютер:
addComputer_easy = + Компьютер (лёгкий)
addComputer_medium = + Компьютер (средний)
addComputer_hard = + Компьютер (сильный)
removeComputer = − Убрать { $name }
computer_easy = компьютер, лёгкий
computer_medium = компьютер, средний
computer_hard = компьютер, сильный
pause = Пауза
resume = Продолжить
close = Закрыть комнату
confirmClose = Закрыть эту комнату для всех?
leave = Выйти
back = Назад
status_Lobby = Сбор игроков
status_GameSelection = Выбор игры
status_InGame = Идёт игра
status_Paused = Пауза
status_Closed = Закрыта
yourTurn = Ваш ход
turnOf = Ходит { $name }
clocks = Часы
standInFor = 🤖 за { $name }
onVacation = 🏖 до { $date }
lostOnTime = проигрыш по времени
clockDays = { $n } д
clockHours = { $n } ч
standingIn = 🤖 Пока вас нет, за вас играет компьютер.
imBack = Я снова здесь
paused = Игра на паузе.
winner = Победа: { $names }!
draw = Ничья.
deletedPlayer = Удалённый игрок
aborted = Игра остановлена.
unknownGame = Для этой игры нужна более новая версия страницы: обновите её.
score = Очки
live = В эфире
reconnecting = Переподключение…
sessionClosed = Эта комната закрыта.
rematch = 🔁 Реванш
replay = ▶ Повтор
replayTitle = Повтор
verified = ✔ проверено по раскрытому сиду
notVerified = ✘ проверить не удалось
verifyLink = ✔ Проверить эту игру
stepOf = Ход { $n } из { $total }
stepBack = ◀ Назад
stepForward = Вперёд ▶
autoplay = Автовоспроизведение
stop = Стоп
leaderboard = Лучшие игроки
profile = Мой рейтинг
rating = Рейтинг
gamesWon = Побед: { $wins } из { $games }
noRatings = Рейтинга пока нет: доиграйте партию.
history = Последние игры
result_win = победа
result_loss = поражение
result_draw = ничья
tournament = Турнир
newTournament = Новый турнир
quickPlay = Быстрая игра
findOpponent = Найти соперника
lookingForOpponent = Ищем соперника вашего уровня…
cancelSearch = Отмена
game = Игра
format = Система
arenaMinutes = Длительность
startTournament = Начать сейчас
cancelTournament = Отменить турнир
player = Игрок
points = Очки
tiebreak = Бухгольц
gamesPlayed = Партии
roundN = Тур { $n }
bye = без пары
drawn = ничья
playing = идёт
wins = Победа: { $name }
playersCount =
    { $n ->
        [one] { $n } игрок
        [few] { $n } игрока
        [many] { $n } игроков
       *[other] { $n } игрока
    }
joinTournament = Участвовать в турнире
leaveTournament = Покинуть турнир
signInToJoin = Войдите, чтобы участвовать.
format_swiss = Швейцарская система
format_knockout = На выбывание
format_arena = Арена
status_open = идёт набор
status_running = идёт
status_finished = завершён
status_cancelled = отменён
openTables = Открытые столы
allGames = Все игры
noOpenTables = Сейчас ни один стол не ждёт игроков. Откройте свой — и его увидят все.
seatsTaken = Занято мест: { $taken } из { $max }
timed = с контролем времени
tableOf = Стол игрока { $name }, { $game }
moreTables = Ещё столы
block = Заблокировать
confirmBlock = Заблокировать { $name }? Вы перестанете видеть столы друг друга, и вас больше не сведут в одной игре.
blocked = Вы заблокировали { $name }.
undo = Отменить
blockedPlayers =
    { $count ->
        [one] { $count } заблокированный игрок
        [few] { $count } заблокированных игрока
       *[many] { $count } заблокированных игроков
    }
unblock = Разблокировать
publicGame = Игра за открытым столом
publicTable = открытый стол
spectatorsNow = { $n ->
        [one] { $n } зритель
        [few] { $n } зрителя
        [many] { $n } зрителей
       *[other] { $n } зрителя
    }
openPublicTable = Открыть стол для всех
publicHint = Открытый стол виден в списке открытых столов, и сесть за него может любой; в новую комнату можно попасть только по приглашению.
removePerson = Убрать { $name }
confirmRemove = Убрать { $name } из-за стола?
tv = ТВ
watchTv = 📺 Смотреть лучшую игру прямо сейчас
tvTitle = ТВ: лучшая игра сейчас
noFeaturedGame = Сейчас не идёт ни одной открытой игры. ТВ покажет следующую, как только она начнётся.
nextGameSoon = Следующая игра через несколько секунд…
watchTitle = Просмотр игры
watchingGame = вы смотрите
openYourTable = К вашему столу
watchNextGame = Смотреть их следующую игру
