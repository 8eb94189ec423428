## ربات تلگرام: پاسخ‌ها، دکمه‌ها، زیرنویس‌ها و منوی فرمان‌ها.
## بازی‌ها: «تخته‌نرد» (backgammon)، «یاتزی» (Yacht)؛ برای dice «تاس» (واژه‌ای که بازیکنان می‌گویند). اتاق = جلسه‌ای با کد دعوت؛ بازی = یک دست بازی در آن.
## عددها را Fluent خودش با رقم‌های فارسی می‌نویسد؛ عددهای داخل فرمان‌ها (/vacation 7) لاتین می‌مانند، چون ربات همان‌ها را می‌خواند.

welcome =
    🎲 سلام { $name }! همین‌جا در تلگرام با دوستانتان بازی‌های تاسی و تخته‌ای بازی کنید.
    یک اتاق تازه بسازید یا با کد دعوت وارد یکی شوید.
btn_new = 🆕 اتاق جدید
btn_join = 🔑 ورود با کد
btn_mine = 📋 اتاق‌های من
btn_help = ❓ راهنمای بازی
btn_share = 📨 ارسال دعوت
btn_join_group = ✋ پیوستن
btn_pick = 🎮 انتخاب بازی
btn_new_game = 🎮 بازی جدید
btn_play_in_app = 📱 بازی در برنامه
btn_show_board = 🖼 نمایش صفحه
btn_no_timer = بدون محدودیت
game_players_count = { $n } بازیکن
game_players_range = { $min } تا { $max } بازیکن
ask_players = چند بازیکن، با خودتان؟
ask_turn = محدودیت زمان هر نوبت؟
players_chosen = بازیکن‌ها: { $count }
turn_chosen = زمان هر نوبت: { $limit }
no_limit = بدون محدودیت
seconds = { $count } ثانیه
minutes = { $count } دقیقه
session_created =
    ✅ اتاق ساخته شد!
    کد دعوت: { $code }
    پیوند دعوت: { $link }
    پیوند را بفرستید. وقتی همه آمدند، یک بازی انتخاب کنید.
session_created_group =
    ✅ اتاق این گروه ساخته شد!
    کد دعوت: { $code }
    برای نشستن سر میز روی «پیوستن» بزنید ({ $max } جا). بعد میزبان بازی را انتخاب می‌کند.
share_text = به اتاق بازی من بیا!
ask_code = کد دعوت را برایم بفرستید.
joined = ✅ با نقش { $role } وارد اتاق { $code } شدید. سر میز: { $names }.
already_in = شما همین حالا در اتاق { $code } هستید.
role_host = میزبان
role_player = بازیکن
role_spectator = تماشاگر
notice_joined =
    👋 { $name } آمد. { $seats ->
        [1] یک جای خالی مانده.
       *[other] { $seats } جای خالی مانده.
    }
notice_joined_full = 👋 { $name } آمد. میز پر است: میزبان می‌تواند بازی را انتخاب کند.
notice_watching = 👀 { $name } دارد تماشا می‌کند.
notice_left = 🚪 { $name } از اتاق رفت.
notice_paused = ⏸ میزبان بازی را متوقف کرد. با /resume ادامه پیدا می‌کند.
notice_resumed = ▶️ بازی ادامه دارد!
notice_closed = 🔒 میزبان اتاق را بست. ممنون که بازی کردید!
pick_game = یک بازی انتخاب کنید:
btn_computer = 🤖 + کامپیوتر ({ $strength })
strength_easy = آسان
strength_medium = متوسط
strength_hard = سخت
computer_joined = 🤖 { $name } آمد. یک بازی انتخاب کنید تا با کامپیوتر بازی کنید.
btn_remove_computer = 🤖 − حذف { $name }
computer_removed = 🤖 { $name } جایش را خالی کرد.
game_starting = { $game } در حال شروع…
game_started = 🎮 { $game }: موفق باشید!
no_session = هنوز در هیچ اتاقی نیستید. /new یک اتاق می‌سازد و /join کد شما را وارد یکی می‌کند.
no_sessions = هیچ اتاق بازی ندارید. /new یکی می‌سازد.
your_sessions = اتاق‌های شما (برای انتخاب، روی یکی بزنید):
switched = اتاق فعلی: { $code }.
status_head = اتاق { $code } · { $status }
status_players = جاها: { $seated }/{ $max }
status_game = بازی: { $game } (حرکت { $version })
status_link = پیوند دعوت: { $link }
paused = ⏸ متوقف شد.
resumed = ▶️ ادامه پیدا کرد.
closed = 🔒 اتاق { $code } بسته شد.
left = 🚪 از اتاق { $code } بیرون آمدید.
cancelled = لغو شد.
nothing_to_cancel = چیزی برای لغو کردن نیست.
use_buttons = لطفاً یکی از دکمه‌ها را بزنید.
unknown = متوجه نشدم. /help فهرست کارهایی را که بلدم نشان می‌دهد.
expired_button = این دکمه دیگر کار نمی‌کند.
cell_taken = این خانه پر است.
moved = ✓
rolled = 🎲 { $value }
keeping = نگه داشته‌اید: { $dice }
keeping_none = هیچ تاسی نگه نداشته‌اید
board_in = { $text } · صفحه تا { $seconds } ثانیه دیگر
caption_head = { $game } · حرکت { $version }
caption_turn = ▶️ نوبت { $name }
caption_deadline = ⏱ تا ساعت { $time } UTC
caption_clocks = ⏱ { $clocks }
caption_stand_in = 🤖 به‌جای { $name }
caption_vacation = 🏖 { $name } تا { $date } در مرخصی است
caption_paused = ⏸ میزبان بازی را متوقف کرده
caption_won = 🏆 { $names } برد!
caption_draw = 🤝 مساوی.
caption_aborted = بازی متوقف شد.
caption_scores = امتیازها: { $scores }
caption_last = حرکت آخر: { $name } { $action }
last_roll = تاس ریخت
last_pass = پاس داد
last_choose = { $choice } را انتخاب کرد
last_timeout = وقتش تمام شد
help =
    🎲 <b>بازی‌های تاسی و تخته‌ای</b>

    /new – ساختن اتاق (در گروه: یک صفحهٔ مشترک)
    /join کد – ورود با کد دعوت
    /sessions – اتاق‌های باز شما
    /status – اتاق فعلی
    /pause، /resume، /close – فقط میزبان
    /leave – بیرون رفتن از اتاق
    /language – انتخاب زبان ربات
    /tournament بازی [swiss|knockout|arena] – تورنمنت در گروه
    /league – جدول این ماه گروه
    /lobby [بازی] – میزهای عمومی باز
    /open بازی [بازیکن‌ها] – باز کردن یک میز عمومی که هر کسی می‌تواند بنشیند
    /tv [بازی] – تماشای بهترین بازی در جریان
    /watch شناسه_بازی – تماشای یک بازی عمومی
    /vacation روز|off – مرخصی از بازی‌های مکاتبه‌ای
    /mydata – دریافت داده‌های شما
    /deletemydata – پاک کردن داده‌های شما
    /cancel – لغو یک پرسش

    <b>بازی‌ها</b>
    { $games }

    با دکمه‌های زیر صفحه حرکت کنید. صفحه برای همه به‌روز می‌شود، هم در چت و هم در وب.
commands_new = ساختن اتاق بازی تازه
commands_join = ورود به اتاق با کد دعوت
commands_status = نمایش اتاق فعلی
commands_sessions = فهرست اتاق‌های باز شما
commands_leave = بیرون رفتن از اتاق فعلی
commands_pause = توقف بازی (میزبان)
commands_resume = ادامهٔ بازی (میزبان)
commands_close = بستن اتاق (میزبان)
commands_language = انتخاب زبان ربات
language_pick = زبانی را که با شما حرف بزنم انتخاب کنید:
language_set = از این به بعد با شما فارسی حرف می‌زنم.
commands_help = راهنمای بازی
status_Lobby = در انتظار بازیکن‌ها
status_GameSelection = در حال انتخاب بازی
status_InGame = در حال بازی
status_Paused = متوقف
status_Closed = بسته
btn_rematch = 🔁 بازی دوباره
btn_replay = ▶ بازپخش
btn_verify = ✔ بررسی
rematch_started = 🔁 بازی دوباره شروع شد!
rematch_exists = بازی دوباره از قبل در جریان است.
top_head = 🏆 { $game }: { $scope }
top_scope_chat = این چت
top_scope_global = همه
top_line = { $rank }. { $name }: { $rating } ({ $wins }/{ $games } برد)
top_empty = 🏆 { $game }: هنوز کسی اینجا بازی‌ای را تمام نکرده.
me_head = 📈 ریتینگ‌های شما
me_line = { $game }: { $rating } ({ $wins }/{ $games } برد)
me_empty = هنوز ریتینگ ندارید: یک بازی را تمام کنید تا ریتینگ بگیرید.
me_recent = بازی‌های اخیر:
me_game = { $result } { $game }: { $before } → { $after }
inline_new = بازی تازهٔ { $game }
inline_description = این چت را به یک دست { $game } دعوت کنید
inline_invite = 🎲 { $name } شما را به بازی { $game } دعوت می‌کند! برای نشستن سر میز روی «پیوستن» بزنید.
btn_join_invite = ✋ پیوستن
reminder = ⏰ نوبت شما در { $game } { $minutes } دقیقه است که منتظر مانده.
clock_reminder = ⏰ { $percent }٪ از وقت شما در { $game } گذشته: { $left } مانده.
stand_in_started = 🤖 وقت شما در { $game } تمام شد، برای همین کامپیوتر جای شما را نگه داشته. برای ادامهٔ بازی «برگشتم» را بزنید.
unit_days = { $n } روز
unit_hours = { $n } ساعت
unit_minutes = { $n } دقیقه
unit_seconds = { $n } ثانیه
btn_im_back = 🙋 برگشتم
reclaimed = جایتان دوباره مال خودتان است.
vacation_set = 🏖 تا { $date } در مرخصی هستید: ساعت بازی‌های مکاتبه‌ای شما منتظر می‌ماند. { $days ->
        [1] یک روز مرخصی برای امسال مانده.
       *[other] { $days } روز مرخصی برای امسال مانده.
    }
vacation_ended = خوش برگشتید! مرخصی شما تمام شد. { $days ->
        [1] یک روز مرخصی برای امسال مانده.
       *[other] { $days } روز مرخصی برای امسال مانده.
    }
vacation_shown = 🏖 تا { $date } در مرخصی هستید. { $days ->
        [1] یک روز مرخصی برای امسال مانده.
       *[other] { $days } روز مرخصی برای امسال مانده.
    } /vacation off مرخصی را تمام می‌کند.
vacation_none = در مرخصی نیستید. { $days ->
        [1] یک روز مرخصی برای امسال مانده.
       *[other] { $days } روز مرخصی برای امسال مانده.
    } /vacation 7 یک هفته مرخصی می‌گیرد.
vacation_usage = روش استفاده: /vacation روز (1 تا 14)، /vacation off، یا /vacation برای دیدن مرخصی‌تان.
commands_vacation = مرخصی: ساعت بازی‌های مکاتبه‌ای منتظر می‌ماند
commands_top = رده‌بندی (این گروه یا همه)
commands_me = ریتینگ و بازی‌های اخیر شما
tournament_round = 🏆 { $name }، دور { $round }:
tournament_table = { $players }
tournament_bye = { $name }: استراحت
tournament_standings =
    📊 { $name }: جدول پس از { $games ->
        [1] یک بازی
       *[other] { $games } بازی
    }
tournament_standing = { $rank }. { $name }: { $points }
tournament_game = 🏆 بازی دور { $round } شما در { $name } آماده است: { $players }. صفحه همین‌جا می‌آید؛ یا در برنامه بازی کنید.
tournament_finished = 🏁 { $name } تمام شد. برنده: { $winner }!
quick_play_matched = 🎲 حریف برای { $game } پیدا شد: { $players }. صفحهٔ شما همین‌جا می‌آید؛ یا در برنامه بازی کنید.
league_title = 📅 لیگ { $game }، { $season }:
league_line = { $rank }. { $name }: { $points } امتیاز، { $games } بازی، ریتینگ { $change }
league_empty = این ماه هنوز هیچ بازی ریتینگ‌داری در این چت انجام نشده.
tournament_created = 🏆 { $name } باز است! برای بازی روی «شرکت» بزنید؛ وقتی همه آمدند، برگزارکننده «شروع» را می‌زند.
tournament_usage = روش استفاده: /tournament <بازی> [swiss|knockout|arena]، مثلاً /tournament { $game } swiss
tournament_group_only = تورنمنت و لیگ مال گروه‌هاست: این فرمان را در یک گروه بفرستید.
tournament_joined = ✅ در { $name } هستید ({ $count } بازیکن).
tournament_started = ▶ { $name } شروع شد: جفت‌ها در راه است.
btn_tournament_join = ✋ شرکت
btn_tournament_start = ▶ شروع
btn_tournament_link = 🔗 شرکت در چت خصوصی
btn_quick = 🎲 بازی سریع
quick_pick = بازی سریع: یک بازی انتخاب کنید تا حریفی هم‌سطح شما پیدا کنم.
quick_waiting = ⏳ در جست‌وجوی حریف…
btn_quick_cancel = ✖ لغو
quick_cancelled = جست‌وجو متوقف شد.
commands_tournament = برگزاری تورنمنت در این گروه
commands_league = لیگ این ماه این گروه
commands_mydata = دریافت همهٔ داده‌هایی که بازی از شما نگه می‌دارد
commands_deletemydata = پاک کردن داده‌های شما
deleted_player = بازیکن حذف‌شده
private_only = این کار فقط در چت خصوصی ما ممکن است: من را باز کنید و فرمان را آنجا بفرستید.
my_data_caption = 📦 همهٔ داده‌هایی که این بازی از شما نگه می‌دارد، به‌صورت JSON.
erase_ask =
    ⚠️ داده‌هایتان پاک شود؟

    • ورودهای شما و اتصال به این حساب تلگرام حذف می‌شود.
    • در بازی‌هایی که کرده‌اید، نامتان «بازیکن حذف‌شده» نشان داده می‌شود.
    • ریتینگ‌ها و نتیجه‌های شما حذف می‌شود.
    • این چت را فراموش می‌کنم: صفحه‌هایش، زبان شما و پیام‌هایی که هنوز در راه‌اند.

    بازی‌های دیگران همان‌طور که هست می‌ماند. این کار برگشت‌پذیر نیست.
btn_erase_yes = 🗑 بله، داده‌هایم پاک شود
btn_erase_no = ✖ لغو
erase_done = ✅ داده‌های شما پاک شد. اگر دوباره به من پیام بدهید، مثل یک بازیکن تازه شروع می‌کنید.
commands_lobby = میزهای عمومی باز
commands_tv = تماشای بهترین بازی در جریان
unknown_game = بازی‌ای به نام { $game } نمی‌شناسم. /help نام بازی‌ها را می‌گوید.
lobby_head = 🪑 میزهای باز، تازه‌ترین اول:
lobby_head_game = 🪑 میزهای باز { $game }، تازه‌ترین اول:
lobby_table = { $game } · { $host } · { $seats }{ $clock }
lobby_empty = الان هیچ میزی باز نیست. /new یک میز باز می‌کند و 🎲 بازی سریع در /start برایتان حریف پیدا می‌کند.
lobby_empty_game = الان هیچ میز { $game } باز نیست. /new یک میز باز می‌کند و 🎲 بازی سریع در /start برایتان حریف پیدا می‌کند.
btn_lobby_join = ✋ { $n }. { $game } · { $host } ({ $seats })
inline_table = پیوستن به { $host }: { $game } ({ $seats })
inline_table_invite = 🎲 { $host } یک میز { $game } با { $free ->
        [1] یک جای خالی
       *[other] { $free } جای خالی
    } دارد. برای نشستن روی «پیوستن» بزنید.
tv_head = 📺 تلویزیون
tv_none = 📺 الان هیچ بازی عمومی‌ای در جریان نیست. /lobby میزهای منتظر بازیکن را نشان می‌دهد.
tv_none_game = 📺 الان هیچ بازی عمومی { $game } در جریان نیست. /lobby میزهای منتظر بازیکن را نشان می‌دهد.
tv_own = 📺 بازی ویژه در همین چت بازی می‌شود: صفحه‌اش همین‌جاست.
commands_open = باز کردن یک میز عمومی
commands_watch = تماشای یک بازی عمومی با شناسه‌اش
open_usage = نام بازی را بنویسید: /open بازی [بازیکن‌ها]، مثلاً /open backgammon. فهرست بازی‌ها در /help است.
open_created =
    🪑 میز عمومی { $game } برای { $max } بازیکن باز شد!
    هر کسی می‌تواند از /lobby یا با کد دعوت { $code } بنشیند
    پیوند دعوت: { $link }
watch_usage = شناسهٔ بازی یا پیوند تماشایش را بفرستید: /watch شناسه_بازی
watch_none = 📺 هیچ بازی عمومی‌ای با این شناسه نیست.
watch_over = 📺 این بازی تمام شده است. /tv بهترین بازی در جریان را نشان می‌دهد.
watch_own = 📺 این بازی در همین چت بازی می‌شود: صفحه‌اش همین‌جاست.
btn_tv_stop = ⏹ توقف تماشا
btn_tv_next = 📺 بازی بعدی
tv_stopped = تماشا متوقف شد.
btn_watch = 👀 تماشا
