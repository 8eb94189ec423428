## Вебклієнт (/play) і міні-застосунок Telegram.

title = Кості й настільні ігри
signInTitle = Грайте з друзями
displayName = Ваше ім'я
playAsGuest = Грати як гість
orTelegram = або увійдіть через акаунт Telegram, з яким граєте в чаті:
signOut = Вийти
language = Мова
newSession = Нова кімната
maxPlayers = Гравців
clock = Контроль часу
clock_none = немає
clock_move = на хід
clock_bank = запас часу
clock_days = днів на хід
moveSeconds = Секунд на хід
bankMinutes = Хвилин кожному
incrementSeconds = + секунд за хід
daysPerMove = Днів на хід
onTimeout = Коли час вийшов
timeout_rules = за правилами гри
timeout_stand_in = грає комп'ютер
timeout_forfeit = поразка
create = Створити
joinTitle = Увійти за кодом
inviteCode = Код запрошення
join = Увійти
joining = Входимо до кімнати { $code }…
invite = Запросити
webLink = Вебпосилання
botLink = Посилання в Telegram
copy = Копіювати
copied = Скопійовано
share = Поділитися
players = Гравці
online = у мережі
offline = не в мережі
onTelegram = у Telegram
host = господар
spectator = глядач
pickGame = Виберіть гру
playersRange = { $max ->
        [one] { $min }–{ $max } гравець
        [few] { $min }–{ $max } гравці
        [many] { $min }–{ $max } гравців
       *[other] { $min }–{ $max } гравця
    }
waitForHost = Чекаємо, поки господар кімнати вибере гру.
playAlone = Граєте наодинці? Додайте комп'ютер:
addComputer_easy = + Комп'ютер (легкий)
addComputer_medium = + Комп'ютер (середній)
addComputer_hard = + Комп'ютер (сильний)
removeComputer = − Прибрати { $name }
computer_easy = комп'ютер, легкий
computer_medium = комп'ютер, середній
computer_hard = комп'ютер, сильний
pause = Пауза
resume = Продовжити
close = Закрити кімнату
confirmClose = Закрити цю кімнату для всіх?
leave = Вийти
back = Назад
status_Lobby = Збір гравців
status_GameSelection = Вибір гри
status_InGame = Іде гра
status_Paused = Пауза
status_Closed = Закрита
yourTurn = Ваш хід
turnOf = Ходить { $name }
clocks = Годинники
standInFor = 🤖 за { $name }
onVacation = 🏖 до { $date }
lostOnTime = поразка за часом
clockDays = { $n } д
clockHours = { $n } год
standingIn = 🤖 Поки вас немає, за вас грає комп'ютер.
imBack = Я знову тут
paused = Гра на паузі.
winner = Перемога: { $names }!
draw = Нічия.
deletedPlayer = Видалений гравець
aborted = Гру зупинено.
unknownGame = Для цієї гри потрібна новіша версія сторінки: оновіть її.
score = Очки
live = Наживо
reconnecting = Перепідключення…
sessionClosed = Цю кімнату закрито.
rematch = 🔁 Реванш
replay = ▶ Повтор
replayTitle = Повтор
verified = ✔ перевірено за розкритим сідом
notVerified = ✘ перевірити не вдалося
verifyLink = ✔ Перевірити цю гру
stepOf = Хід { $n } з { $total }
stepBack = ◀ Назад
stepForward = Уперед ▶
autoplay = Автовідтворення
stop = Стоп
leaderboard = Найкращі гравці
profile = Мій рейтинг
rating = Рейтинг
gamesWon = Перемог: { $wins } з { $games }
noRatings = Рейтингу ще немає: дограйте партію.
history = Останні ігри
result_win = перемога
result_loss = поразка
result_draw = нічия
tournament = Турнір
newTournament = Новий турнір
quickPlay = Швидка гра
findOpponent = Знайти суперника
lookingForOpponent = Шукаємо суперника вашого рівня…
cancelSearch = Скасувати
game = Гра
format = Система
arenaMinutes = Тривалість
startTournament = Почати зараз
cancelTournament = Скасувати турнір
player = Гравець
points = Очки
tiebreak = Бухгольц
gamesPlayed = Партії
roundN = Тур { $n }
bye = без пари
drawn = нічия
playing = триває
wins = Перемога: { $name }
playersCount =
    { $n ->
        [one] { $n } гравець
        [few] { $n } гравці
        [many] { $n } гравців
       *[other] { $n } гравця
    }
joinTournament = Узяти участь у турнірі
leaveTournament = Вийти з турніру
signInToJoin = Увійдіть, щоб узяти участь.
format_swiss = Швейцарська система
format_knockout = На вибування
format_arena = Арена
status_open = триває набір
status_running = триває
status_finished = завершено
status_cancelled = скасовано
openTables = Відкриті столи
allGames = Усі ігри
noOpenTables = Зараз жоден стіл не чекає на гравців. Відкрийте свій — і його побачать усі.
seatsTaken = Зайнято місць: { $taken } з { $max }
timed = з контролем часу
tableOf = Стіл гравця { $name }, { $game }
moreTables = Ще столи
block = Заблокувати
confirmBlock = Заблокувати { $name }? Ви більше не бачитимете столів одне одного, і вас більше не зводитимуть в одній грі.
blocked = Ви заблокували { $name }.
undo = Скасувати
blockedPlayers =
    { $count ->
        [one] { $count } заблокований гравець
        [few] { $count } заблоковані гравці
       *[many] { $count } заблокованих гравців
    }
unblock = Розблокувати
publicGame = Гра за відкритим столом
publicTable = відкритий стіл
spectatorsNow = { $n ->
        [one] { $n } глядач
        [few] { $n } глядачі
        [many] { $n } глядачів
       *[other] { $n } глядача
    }
openPublicTable = Відкрити стіл для всіх
publicHint = Відкритий стіл видно в списку відкритих столів, і сісти за нього може будь-хто; до нової кімнати можна потрапити лише за запрошенням.
removePerson = Прибрати { $name }
confirmRemove = Прибрати { $name } з-за столу?
tv = ТБ
watchTv = 📺 Дивитися найкращу гру просто зараз
tvTitle = ТБ: найкраща гра зараз
noFeaturedGame = Зараз не йде жодна відкрита гра. ТБ покаже наступну, щойно вона почнеться.
nextGameSoon = Наступна гра за кілька секунд…
watchTitle = Перегляд гри
watchingGame = ви дивитеся
openYourTable = До вашого столу
watchNextGame = Дивитися їхню наступну гру
