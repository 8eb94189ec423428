## عميل الويب (/play) وتطبيق تيليجرام المصغّر.

title = ألعاب النرد والألعاب اللوحية
signInTitle = العب مع أصدقائك
displayName = اسمك
playAsGuest = العب كضيف
orTelegram = أو سجّل الدخول بحساب تيليجرام الذي تلعب به في الدردشة:
signOut = تسجيل الخروج
language = اللغة
newSession = غرفة جديدة
maxPlayers = اللاعبون
clock = الساعة
clock_none = بلا ساعة
clock_move = لكل حركة
clock_bank = رصيد وقت
clock_days = أيام لكل حركة
moveSeconds = ثوانٍ لكل حركة
bankMinutes = دقائق لكل لاعب
incrementSeconds = + ثوانٍ لكل حركة
daysPerMove = أيام لكل حركة
onTimeout = عند نفاد الوقت
timeout_rules = قاعدة اللعبة
timeout_stand_in = يلعب الكمبيوتر
timeout_forfeit = خسارة
create = إنشاء
joinTitle = الانضمام برمز
inviteCode = رمز الدعوة
join = انضمام
joining = جارٍ الانضمام إلى الغرفة { $code }…
invite = دعوة
webLink = رابط الويب
botLink = رابط تيليجرام
copy = نسخ
copied = نُسخ
share = مشاركة
players = اللاعبون
online = متصل
offline = غير متصل
onTelegram = على تيليجرام
host = المضيف
spectator = مشاهد
pickGame = اختر لعبة
playersRange = { $min }–{ $max } { $max ->
        [two] لاعبين
        [few] لاعبين
        [many] لاعبًا
       *[other] لاعب
    }
waitForHost = بانتظار أن يختار المضيف لعبة.
playAlone = تلعب وحدك؟ أضف الكمبيوتر:
addComputer_easy = + كمبيوتر سهل
addComputer_medium = + كمبيوتر متوسط
addComputer_hard = + كمبيوتر صعب
removeComputer = − إزالة { $name }
computer_easy = كمبيوتر، سهل
computer_medium = كمبيوتر، متوسط
computer_hard = كمبيوتر، صعب
pause = إيقاف مؤقت
resume = استئناف
close = إغلاق الغرفة
confirmClose = أتريد إغلاق هذه الغرفة للجميع؟
leave = مغادرة
back = رجوع
status_Lobby = الانتظار
status_GameSelection = اختيار اللعبة
status_InGame = اللعب جارٍ
status_Paused = متوقفة مؤقتًا
status_Closed = مغلقة
yourTurn = دورك
turnOf = دور { $name }
clocks = الساعات
standInFor = 🤖 بدلًا من { $name }
onVacation = 🏖 حتى { $date }
lostOnTime = خسر بالوقت
clockDays = { $n ->
        [one] يوم
        [two] يومان
        [few] { $n } أيام
        [many] { $n } يومًا
       *[other] { $n } يوم
    }
clockHours = { $n } س
standingIn = 🤖 يلعب الكمبيوتر مكانك حتى تعود.
imBack = لقد عدت
paused = المباراة متوقفة مؤقتًا.
winner = الفوز لـ { $names }!
draw = تعادل.
deletedPlayer = لاعب محذوف
aborted = توقفت المباراة.
unknownGame = تحتاج هذه اللعبة إلى إصدار أحدث من هذه الصفحة: أعد تحميلها.
score = النقاط
live = مباشر
reconnecting = جارٍ إعادة الاتصال…
sessionClosed = هذه الغرفة مغلقة.
rematch = 🔁 إعادة المباراة
replay = ▶ إعادة العرض
replayTitle = إعادة العرض
verified = ✔ تم التحقق بالبذرة المكشوفة
notVerified = ✘ تعذّر التحقق
verifyLink = ✔ تحقّق من هذه المباراة
stepOf = الحركة { $n } من { $total }
stepBack = ▶ السابق
stepForward = التالي ◀
autoplay = تشغيل تلقائي
stop = إيقاف
leaderboard = لوحة الصدارة
profile = تصنيفاتي
rating = التصنيف
gamesWon = فاز في { $wins } من { $games }
noRatings = لا تصنيف بعد: أنهِ مباراة.
history = آخر المباريات
result_win = فوز
result_loss = خسارة
result_draw = تعادل
tournament = بطولة
newTournament = بطولة جديدة
quickPlay = لعب سريع
findOpponent = ابحث عن خصم
lookingForOpponent = جارٍ البحث عن خصم في مستواك…
cancelSearch = إلغاء
game = اللعبة
format = النظام
arenaMinutes = المدة
startTournament = ابدأ الآن
cancelTournament = إلغاء البطولة
player = اللاعب
points = النقاط
tiebreak = بوخهولز
gamesPlayed = المباريات
roundN = الجولة { $n }
bye = راحة
drawn = تعادل
playing = جارية
wins = فوز { $name }
playersCount =
    { $n ->
        [zero] لا لاعبين
        [one] لاعب واحد
        [two] لاعبان
        [few] { $n } لاعبين
        [many] { $n } لاعبًا
       *[other] { $n } لاعب
    }
joinTournament = المشاركة في البطولة
leaveTournament = الانسحاب من البطولة
signInToJoin = سجّل الدخول لتشارك.
format_swiss = سويسري
format_knockout = خروج المغلوب
format_arena = أرينا
status_open = التسجيل مفتوح
status_running = جارية
status_finished = انتهت
status_cancelled = أُلغيت
openTables = الطاولات المفتوحة
allGames = كل الألعاب
noOpenTables = لا توجد طاولة تنتظر لاعبين الآن: افتح واحدة وستظهر هنا للجميع.
seatsTaken = المقاعد المشغولة: { $taken } من { $max }
timed = بساعة
tableOf = طاولة { $name }، { $game }
moreTables = طاولات أخرى
block = حظر
confirmBlock = أتريد حظر { $name }؟ لن يرى أيٌّ منكما طاولات الآخر، ولن تُجمعا في مباراة مرة أخرى.
blocked = حظرت { $name }.
undo = تراجع
blockedPlayers =
    { $count ->
        [zero] لا لاعبين محظورين
        [one] لاعب واحد محظور
        [two] لاعبان محظوران
        [few] { $count } لاعبين محظورين
        [many] { $count } لاعبًا محظورًا
       *[other] { $count } لاعب محظور
    }
unblock = إلغاء الحظر
publicGame = مباراة طاولة عامة
publicTable = طاولة عامة
spectatorsNow = { $n ->
        [zero] لا مشاهدين
        [one] مشاهد واحد
        [two] مشاهدان
        [few] { $n } مشاهدين
        [many] { $n } مشاهدًا
       *[other] { $n } مشاهد
    }
openPublicTable = افتح طاولة عامة
publicHint = تظهر الطاولة العامة بين الطاولات المفتوحة حيث يمكن لأي أحد الجلوس؛ أما الغرفة الجديدة فلا يُدخل إليها إلا بدعوتها.
removePerson = إزالة { $name }
confirmRemove = أتريد إزالة { $name } من هذه الطاولة؟
tv = التلفاز
watchTv = 📺 شاهد أفضل مباراة جارية الآن
tvTitle = التلفاز: أفضل مباراة الآن
noFeaturedGame = لا تُلعب أي مباراة عامة الآن. سيعرض التلفاز المباراة التالية فور بدئها.
nextGameSoon = المباراة التالية بعد ثوانٍ…
watchTitle = مشاهدة مباراة
watchingGame = أنت تشاهد
openYourTable = اذهب إلى طاولتك
watchNextGame = شاهد مباراتهم التالية
