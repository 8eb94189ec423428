## بوت تيليجرام: الردود والأزرار والتعليقات وقائمة الأوامر.
## الألعاب: «طاولة الزهر» (backgammon)، «ياتزي» (Yahtzee)؛ «النرد» لحجر النرد. الغرفة = الجلسة برمز دعوتها؛ المباراة = لعبة واحدة تُلعب فيها.
## الأعداد يكتبها Fluent بنفسه؛ الجمع بحسب قواعد العربية: zero وone وtwo وfew (3–10) وmany (11–99) وother (100 فما فوق).

welcome =
    🎲 أهلًا { $name }! العب ألعاب النرد والألعاب اللوحية مع أصدقائك هنا في تيليجرام.
    أنشئ غرفة جديدة، أو انضم إلى غرفة برمز دعوة.
btn_new = 🆕 غرفة جديدة
btn_join = 🔑 انضمام برمز
btn_mine = 📋 غرفي
btn_help = ❓ طريقة اللعب
btn_share = 📨 مشاركة الدعوة
btn_join_group = ✋ انضمام
btn_pick = 🎮 اختر لعبة
btn_new_game = 🎮 مباراة جديدة
btn_play_in_app = 📱 العب في التطبيق
btn_show_board = 🖼 عرض اللوحة
btn_no_timer = بلا حد
game_players_count =
    { $n ->
        [zero] لا لاعبين
        [one] لاعب واحد
        [two] لاعبان
        [few] { $n } لاعبين
        [many] { $n } لاعبًا
       *[other] { $n } لاعب
    }
game_players_range = { $min }–{ $max } { $max ->
        [two] لاعبين
        [few] لاعبين
        [many] لاعبًا
       *[other] لاعب
    }
ask_players = كم عدد اللاعبين، وأنت منهم؟
ask_turn = الوقت المسموح لكل دور؟
players_chosen = اللاعبون: { $count }
turn_chosen = وقت الدور: { $limit }
no_limit = بلا حد
seconds = { $count } ث
minutes = { $count } د
session_created =
    ✅ أُنشئت الغرفة!
    رمز الدعوة: { $code }
    رابط الدعوة: { $link }
    شارك الرابط. وعندما يحضر الجميع، اختر لعبة.
session_created_group =
    ✅ أُنشئت غرفة لهذه المجموعة!
    رمز الدعوة: { $code }
    اضغط «انضمام» لتأخذ مقعدًا ({ $max } مقاعد). ثم يختار المضيف اللعبة.
share_text = انضم إلى غرفة اللعب الخاصة بي!
ask_code = أرسل لي رمز الدعوة.
joined = ✅ انضممت إلى الغرفة { $code } بصفتك { $role }. على الطاولة: { $names }.
already_in = أنت في الغرفة { $code } بالفعل.
role_host = المضيف
role_player = لاعب
role_spectator = مشاهد
notice_joined =
    👋 انضم { $name }. { $seats ->
        [zero] لم يبقَ أي مقعد.
        [one] بقي مقعد واحد.
        [two] بقي مقعدان.
        [few] بقيت { $seats } مقاعد.
        [many] بقي { $seats } مقعدًا.
       *[other] بقي { $seats } مقعد.
    }
notice_joined_full = 👋 انضم { $name }. اكتملت الطاولة: يمكن للمضيف اختيار اللعبة.
notice_watching = 👀 { $name } يشاهد.
notice_left = 🚪 غادر { $name } الغرفة.
notice_paused = ⏸ أوقف المضيف المباراة مؤقتًا. /resume يستأنفها.
notice_resumed = ▶️ المباراة مستمرة!
notice_closed = 🔒 أغلق المضيف الغرفة. شكرًا على اللعب!
pick_game = اختر لعبة:
btn_computer = 🤖 + الكمبيوتر ({ $strength })
strength_easy = سهل
strength_medium = متوسط
strength_hard = صعب
computer_joined = 🤖 انضم { $name }. اختر لعبة لتلعب ضد الكمبيوتر.
btn_remove_computer = 🤖 − إزالة { $name }
computer_removed = 🤖 ترك { $name } مقعده.
game_starting = جارٍ بدء { $game }…
game_started = 🎮 { $game }: بالتوفيق!
no_session = لست في أي غرفة بعد. /new ينشئ غرفة، و/join الرمز ينضم إلى غرفة.
no_sessions = ليست لديك غرف مفتوحة. /new ينشئ غرفة.
your_sessions = غرفك (اضغط على إحداها لتصبح الحالية):
switched = الغرفة الحالية الآن: { $code }.
status_head = الغرفة { $code } · { $status }
status_players = المقاعد: { $seated }/{ $max }
status_game = اللعبة: { $game } (الحركة { $version })
status_link = رابط الدعوة: { $link }
paused = ⏸ متوقفة مؤقتًا.
resumed = ▶️ استؤنفت.
closed = 🔒 أُغلقت الغرفة { $code }.
left = 🚪 غادرت الغرفة { $code }.
cancelled = أُلغي.
nothing_to_cancel = لا يوجد ما يُلغى.
use_buttons = من فضلك اضغط أحد الأزرار.
unknown = لم أفهم ذلك. /help يعرض ما أستطيع فعله.
expired_button = انتهت صلاحية هذا الزر.
cell_taken = هذه الخانة مشغولة.
moved = ✓
rolled = 🎲 { $value }
keeping = تحتفظ بـ: { $dice }
keeping_none = لا تحتفظ بأي نرد
board_in = { $text } · اللوحة خلال { $seconds } ث
caption_head = { $game } · الحركة { $version }
caption_turn = ▶️ دور { $name }
caption_deadline = ⏱ حتى { $time } UTC
caption_clocks = ⏱ { $clocks }
caption_stand_in = 🤖 بدلًا من { $name }
caption_vacation = 🏖 { $name } في إجازة حتى { $date }
caption_paused = ⏸ أوقفها المضيف مؤقتًا
caption_won = 🏆 الفوز لـ { $names }!
caption_draw = 🤝 تعادل.
caption_aborted = توقفت المباراة.
caption_scores = النقاط: { $scores }
caption_last = آخر حركة: { $name } { $action }
last_roll = رمى النرد
last_pass = تخطّى دوره
last_choose = اختار { $choice }
last_timeout = نفد وقته
help =
    🎲 <b>ألعاب النرد والألعاب اللوحية</b>

    /new – إنشاء غرفة (في مجموعة: لوحة مشتركة واحدة)
    /join الرمز – الانضمام برمز دعوة
    /sessions – غرفك المفتوحة
    /status – الغرفة الحالية
    /pause، /resume، /close – للمضيف فقط
    /leave – مغادرة الغرفة
    /language – اختيار لغة البوت
    /tournament اللعبة [swiss|knockout|arena] – بطولة في مجموعة
    /league – ترتيب الشهر في مجموعة
    /lobby [اللعبة] – الطاولات العامة المفتوحة
    /open اللعبة [اللاعبون] – افتح طاولة عامة يمكن لأي أحد الانضمام إليها
    /tv [اللعبة] – شاهد أفضل مباراة جارية
    /watch معرّف_المباراة – شاهد مباراة عامة واحدة
    /vacation الأيام|off – استراحة من المباريات بالمراسلة
    /mydata – تنزيل بياناتك
    /deletemydata – حذف بياناتك
    /cancel – إلغاء سؤال

    <b>الألعاب</b>
    { $games }

    العب بالأزرار تحت اللوحة. تتحدث اللوحة عند الجميع، في الدردشة وعلى الويب.
commands_new = إنشاء غرفة لعب جديدة
commands_join = الانضمام إلى غرفة برمز دعوة
commands_status = عرض الغرفة الحالية
commands_sessions = عرض غرفك المفتوحة
commands_leave = مغادرة الغرفة الحالية
commands_pause = إيقاف المباراة مؤقتًا (المضيف)
commands_resume = استئناف المباراة (المضيف)
commands_close = إغلاق الغرفة (المضيف)
commands_language = اختيار لغة البوت
language_pick = اختر اللغة التي أكلمك بها:
language_set = سأكلمك بالعربية.
commands_help = طريقة اللعب
status_Lobby = بانتظار اللاعبين
status_GameSelection = اختيار اللعبة
status_InGame = اللعب جارٍ
status_Paused = متوقفة مؤقتًا
status_Closed = مغلقة
btn_rematch = 🔁 إعادة المباراة
btn_replay = ▶ إعادة العرض
btn_verify = ✔ تحقّق
rematch_started = 🔁 بدأت إعادة المباراة!
rematch_exists = إعادة المباراة جارية بالفعل.
top_head = 🏆 { $game }: { $scope }
top_scope_chat = هذه الدردشة
top_scope_global = الجميع
top_line = { $rank }. { $name }: { $rating } (فاز في { $wins } من { $games })
top_empty = 🏆 { $game }: لم يُنهِ أحد مباراة هنا بعد.
me_head = 📈 تصنيفاتك
me_line = { $game }: { $rating } (فزت في { $wins } من { $games })
me_empty = ليس لديك تصنيف بعد: أنهِ مباراة لتحصل على تصنيف.
me_recent = آخر المباريات:
me_game = { $result } { $game }: { $before } → { $after }
inline_new = مباراة { $game } جديدة
inline_description = ادعُ هذه الدردشة إلى مباراة { $game }
inline_invite = 🎲 يدعوك { $name } إلى { $game }! اضغط «انضمام» لتأخذ مقعدًا.
btn_join_invite = ✋ انضمام
reminder = ⏰ دورك في { $game } ينتظر منذ { $minutes ->
        [one] دقيقة
        [two] دقيقتين
        [few] { $minutes } دقائق
       *[other] { $minutes } دقيقة
    }.
clock_reminder = ⏰ استهلكت { $percent }٪ من وقتك في { $game }: بقي { $left }.
stand_in_started = 🤖 نفد وقتك في { $game }، فصار الكمبيوتر يحفظ مقعدك. اضغط «لقد عدت» لتعود إلى اللعب.
unit_days = { $n ->
        [one] يوم
        [two] يومان
        [few] { $n } أيام
        [many] { $n } يومًا
       *[other] { $n } يوم
    }
unit_hours = { $n } س
unit_minutes = { $n } د
unit_seconds = { $n } ث
btn_im_back = 🙋 لقد عدت
reclaimed = عاد مقعدك إليك.
vacation_set = 🏖 في إجازة حتى { $date }: ساعات مبارياتك بالمراسلة تنتظرك. { $days ->
        [zero] لم يبقَ لك أي يوم إجازة هذا العام.
        [one] بقي لك يوم إجازة واحد هذا العام.
        [two] بقي لك يوما إجازة هذا العام.
        [few] بقيت لك { $days } أيام إجازة هذا العام.
        [many] بقي لك { $days } يومًا من الإجازة هذا العام.
       *[other] بقي لك { $days } يوم إجازة هذا العام.
    }
vacation_ended = أهلًا بعودتك! انتهت إجازتك. { $days ->
        [zero] لم يبقَ لك أي يوم إجازة هذا العام.
        [one] بقي لك يوم إجازة واحد هذا العام.
        [two] بقي لك يوما إجازة هذا العام.
        [few] بقيت لك { $days } أيام إجازة هذا العام.
        [many] بقي لك { $days } يومًا من الإجازة هذا العام.
       *[other] بقي لك { $days } يوم إجازة هذا العام.
    }
vacation_shown = 🏖 في إجازة حتى { $date }. { $days ->
        [zero] لم يبقَ لك أي يوم إجازة هذا العام.
        [one] بقي لك يوم إجازة واحد هذا العام.
        [two] بقي لك يوما إجازة هذا العام.
        [few] بقيت لك { $days } أيام إجازة هذا العام.
        [many] بقي لك { $days } يومًا من الإجازة هذا العام.
       *[other] بقي لك { $days } يوم إجازة هذا العام.
    } /vacation off ينهيها.
vacation_none = لست في إجازة. { $days ->
        [zero] لم يبقَ لك أي يوم إجازة هذا العام.
        [one] بقي لك يوم إجازة واحد هذا العام.
        [two] بقي لك يوما إجازة هذا العام.
        [few] بقيت لك { $days } أيام إجازة هذا العام.
        [many] بقي لك { $days } يومًا من الإجازة هذا العام.
       *[other] بقي لك { $days } يوم إجازة هذا العام.
    } /vacation 7 يمنحك أسبوع راحة.
vacation_usage = الاستخدام: /vacation الأيام (1–14)، أو /vacation off، أو /vacation لعرض إجازتك.
commands_vacation = خذ استراحة: ساعات المباريات بالمراسلة تنتظرك
commands_top = لوحة الصدارة (لهذه المجموعة أو للجميع)
commands_me = تصنيفاتك وآخر مبارياتك
tournament_round = 🏆 { $name }، الجولة { $round }:
tournament_table = { $players }
tournament_bye = { $name }: راحة
tournament_standings =
    📊 { $name }: { $games ->
        [zero] الترتيب قبل أي مباراة
        [one] الترتيب بعد مباراة واحدة
        [two] الترتيب بعد مباراتين
        [few] الترتيب بعد { $games } مباريات
       *[other] الترتيب بعد { $games } مباراة
    }
tournament_standing = { $rank }. { $name }: { $points }
tournament_game = 🏆 مباراتك في الجولة { $round } من بطولة { $name } جاهزة: { $players }. ستصلك اللوحة هنا، أو العب في التطبيق.
tournament_finished = 🏁 انتهت بطولة { $name }. الفائز: { $winner }!
quick_play_matched = 🎲 وجدنا خصمًا في { $game }: { $players }. ستصلك لوحتك هنا، أو العب في التطبيق.
league_title = 📅 دوري { $game }، { $season }:
league_line = { $rank }. { $name }: { $points } نقطة، { $games ->
        [zero] بلا مباريات
        [one] مباراة واحدة
        [two] مباراتان
        [few] { $games } مباريات
       *[other] { $games } مباراة
    }، التصنيف { $change }
league_empty = لا توجد مباراة محتسبة في هذه الدردشة هذا الشهر بعد.
tournament_created = 🏆 بطولة { $name } مفتوحة! اضغط «مشاركة» لتلعب، ويضغط المنظّم «ابدأ» عندما يكتمل الجميع.
tournament_usage = الاستخدام: /tournament <اللعبة> [swiss|knockout|arena]، مثلًا /tournament { $game } swiss
tournament_group_only = البطولات والدوريات مكانها المجموعات: استخدم هذا الأمر في مجموعة.
tournament_joined = ✅ أنت مشارك في بطولة { $name } (عدد اللاعبين: { $count }).
tournament_started = ▶ بدأت بطولة { $name }: المواجهات في الطريق.
btn_tournament_join = ✋ مشاركة
btn_tournament_start = ▶ ابدأ
btn_tournament_link = 🔗 شارك من الدردشة الخاصة
btn_quick = 🎲 لعب سريع
quick_pick = لعب سريع: اختر لعبة وسأجد لك خصمًا في مستواك.
quick_waiting = ⏳ جارٍ البحث عن خصم…
btn_quick_cancel = ✖ إلغاء
quick_cancelled = توقف البحث.
commands_tournament = افتح بطولة في هذه المجموعة
commands_league = دوري هذا الشهر في هذه المجموعة
commands_mydata = نزّل كل ما تحفظه اللعبة عنك
commands_deletemydata = احذف بياناتك
deleted_player = لاعب محذوف
private_only = هذا يعمل في دردشتنا الخاصة فقط: افتحني وأرسل الأمر هناك.
my_data_caption = 📦 كل ما تحفظه هذه اللعبة عنك، بصيغة JSON.
erase_ask =
    ⚠️ أتريد حذف بياناتك؟

    • تُحذف عمليات تسجيل دخولك وربطك بحساب تيليجرام هذا.
    • في المباريات التي لعبتها يظهر اسمك «لاعب محذوف».
    • تُحذف تصنيفاتك ونتائجك.
    • أنسى هذه الدردشة: لوحاتها ولغتك والرسائل التي لم تصل بعد.

    تبقى مباريات الآخرين كما هي. لا يمكن التراجع عن هذا.
btn_erase_yes = 🗑 نعم، احذف بياناتي
btn_erase_no = ✖ إلغاء
erase_done = ✅ حُذفت بياناتك. إن راسلتني مجددًا فستبدأ لاعبًا جديدًا.
commands_lobby = الطاولات العامة المفتوحة
commands_tv = شاهد أفضل مباراة جارية الآن
unknown_game = لا أعرف لعبة اسمها { $game }. /help يذكر أسماء الألعاب.
lobby_head = 🪑 الطاولات المفتوحة، الأحدث أولًا:
lobby_head_game = 🪑 طاولات { $game } المفتوحة، الأحدث أولًا:
lobby_table = { $game } · { $host } · { $seats }{ $clock }
lobby_empty = لا توجد طاولة مفتوحة الآن. /new يفتح واحدة، و🎲 لعب سريع في /start يجد لك خصمًا.
lobby_empty_game = لا توجد طاولة { $game } مفتوحة الآن. /new يفتح واحدة، و🎲 لعب سريع في /start يجد لك خصمًا.
btn_lobby_join = ✋ { $n }. { $game } · { $host } ({ $seats })
inline_table = العب مع { $host }: { $game } ({ $seats })
inline_table_invite = 🎲 لدى { $host } طاولة { $game } فيها { $free ->
        [zero] لا مقاعد شاغرة
        [one] مقعد شاغر واحد
        [two] مقعدان شاغران
        [few] { $free } مقاعد شاغرة
        [many] { $free } مقعدًا شاغرًا
       *[other] { $free } مقعد شاغر
    }. اضغط «انضمام» لتجلس.
tv_head = 📺 التلفاز
tv_none = 📺 لا تُلعب أي مباراة عامة الآن. /lobby يعرض الطاولات التي تنتظر لاعبين.
tv_none_game = 📺 لا تُلعب أي مباراة { $game } عامة الآن. /lobby يعرض الطاولات التي تنتظر لاعبين.
tv_own = 📺 المباراة المميزة تُلعب في هذه الدردشة: لوحتها هنا بالفعل.
commands_open = افتح طاولة عامة
commands_watch = شاهد مباراة عامة بمعرّفها
open_usage = اكتب اسم اللعبة: /open اللعبة [اللاعبون]، مثلًا /open backgammon. قائمة الألعاب في /help.
open_created =
    🪑 فُتحت طاولة { $game } عامة { $max ->
        [two] للاعبَين
        [few] لـ{ $max } لاعبين
       *[other] لـ{ $max } لاعبًا
    }!
    يمكن لأي أحد الانضمام من /lobby أو برمز الدعوة { $code }
    رابط الدعوة: { $link }
watch_usage = أرسل معرّف المباراة أو رابط مشاهدتها: /watch معرّف_المباراة
watch_none = 📺 لا توجد مباراة عامة بهذا المعرّف.
watch_over = 📺 انتهت هذه المباراة. يعرض /tv أفضل مباراة الآن.
watch_own = 📺 هذه المباراة تُلعب في هذه الدردشة: لوحتها هنا بالفعل.
btn_tv_stop = ⏹ إيقاف المشاهدة
btn_tv_next = 📺 المباراة التالية
tv_stopped = توقفت المشاهدة.
btn_watch = 👀 مشاهدة
