## The Telegram bot: replies, buttons, captions and the command menu.
## Variables: { $name } and the like are filled in by the bot; keep them as they are.

welcome =
    🎲 Hi { $name }! Play dice and board games with friends right here in Telegram.
    Start a new session, or join one with an invite code.
btn_new = 🆕 New session
btn_join = 🔑 Join with a code
btn_mine = 📋 My sessions
btn_help = ❓ How to play
btn_share = 📨 Share invite
btn_join_group = ✋ Join
btn_pick = 🎮 Pick a game
btn_new_game = 🎮 New game
btn_play_in_app = 📱 Play in app
btn_show_board = 🖼 Show board
btn_no_timer = No limit
# A game's seats in the game picker and /help: "2 players" when it seats exactly that many, else "2–4 players".
game_players_count =
    { $n ->
        [one] one player
       *[other] { $n } players
    }
game_players_range = { $min }–{ $max } players
ask_players = How many players, you included?
ask_turn = Time limit per turn?
players_chosen = Players: { $count }
turn_chosen = Turn limit: { $limit }
no_limit = none
seconds = { $count } s
minutes = { $count } min
session_created =
    ✅ Session created!
    Invite code: { $code }
    Invite link: { $link }
    Share the link. When everybody is in, pick a game.
session_created_group =
    ✅ Session created for this group!
    Invite code: { $code }
    Tap Join to take a seat ({ $max } seats). The host then picks a game.
share_text = Join my game session!
ask_code = Send me the invite code.
joined = ✅ You joined session { $code } as { $role }. At the table: { $names }.
already_in = You are already in session { $code }.
role_host = host
role_player = player
role_spectator = spectator
notice_joined =
    👋 { $name } joined. { $seats ->
        [one] One seat left.
       *[other] { $seats } seats left.
    }
notice_joined_full = 👋 { $name } joined. The table is full: the host can pick a game.
notice_watching = 👀 { $name } is watching.
notice_left = 🚪 { $name } left the session.
notice_paused = ⏸ The host paused the game. /resume continues it.
notice_resumed = ▶️ The game goes on!
notice_closed = 🔒 The host closed the session. Thanks for playing!
pick_game = Pick a game:
btn_computer = 🤖 + { $strength } computer
strength_easy = Easy
strength_medium = Medium
strength_hard = Hard
computer_joined = 🤖 { $name } joined. Pick a game to play against it.
btn_remove_computer = 🤖 − Remove { $name }
computer_removed = 🤖 { $name } left its seat.
game_starting = Starting { $game }…
game_started = 🎮 { $game }: good luck!
no_session = You are not in a session yet. /new creates one, /join CODE joins one.
no_sessions = You have no open sessions. /new creates one.
your_sessions = Your sessions (tap one to make it current):
switched = Now using session { $code }.
status_head = Session { $code } · { $status }
status_players = Seats: { $seated }/{ $max }
status_game = Game: { $game } (move { $version })
status_link = Invite link: { $link }
paused = ⏸ Paused.
resumed = ▶️ Resumed.
closed = 🔒 Session { $code } is closed.
left = 🚪 You left session { $code }.
cancelled = Cancelled.
nothing_to_cancel = There is nothing to cancel.
use_buttons = Please tap one of the buttons.
unknown = I did not understand that. /help lists what I can do.
expired_button = This button has expired.
cell_taken = That cell is taken.
moved = ✓
rolled = 🎲 { $value }
keeping = Keeping: { $dice }
keeping_none = Keeping no dice
board_in = { $text } · board in { $seconds } s
caption_head = { $game } · move { $version }
caption_turn = ▶️ { $name } to move
caption_deadline = ⏱ until { $time } UTC
caption_clocks = ⏱ { $clocks }
caption_stand_in = 🤖 for { $name }
caption_vacation = 🏖 { $name } on vacation until { $date }
caption_paused = ⏸ Paused by the host
caption_won = 🏆 { $names } won!
caption_draw = 🤝 A draw.
caption_aborted = The game was stopped.
caption_scores = Scores: { $scores }
caption_last = Last: { $name } { $action }
last_roll = rolled
last_pass = passed
last_choose = chose { $choice }
last_timeout = ran out of time
help =
    🎲 <b>Dice &amp; board games</b>

    /new – start a session (in a group: one shared board)
    /join CODE – join with an invite code
    /sessions – your open sessions
    /status – the current session
    /pause, /resume, /close – host only
    /leave – leave the session
    /language – choose the bot's language
    /tournament GAME [swiss|knockout|arena] – a tournament in a group
    /league – this month's table of a group
    /lobby [GAME] – open public tables to join
    /open GAME [PLAYERS] – open a public table anyone can join
    /tv [GAME] – watch the best game now
    /watch GAME_ID – watch one public game
    /vacation DAYS|off – a break from correspondence games
    /mydata – download your data
    /deletemydata – delete your data
    /cancel – stop a question

    <b>Games</b>
    { $games }

    Press the buttons under the board to move. The board updates for everyone, in chat and on the web.
commands_new = Start a new game session
commands_join = Join a session with an invite code
commands_status = Show the current session
commands_sessions = List your open sessions
commands_leave = Leave the current session
commands_pause = Pause the game (host)
commands_resume = Resume the game (host)
commands_close = Close the session (host)
commands_language = Choose the bot's language
language_pick = Choose the language I speak with you:
language_set = I'll speak English with you.
commands_help = How to play
status_Lobby = waiting for players
status_GameSelection = choosing a game
status_InGame = playing
status_Paused = paused
status_Closed = closed
btn_rematch = 🔁 Rematch
btn_replay = ▶ Replay
btn_verify = ✔ Verify
rematch_started = 🔁 Rematch started!
rematch_exists = The rematch is already on.
top_head = 🏆 { $game }: { $scope }
top_scope_chat = this chat
top_scope_global = everyone
top_line = { $rank }. { $name }: { $rating } ({ $wins }/{ $games } won)
top_empty = 🏆 { $game }: nobody has finished a game here yet.
me_head = 📈 Your ratings
me_line = { $game }: { $rating } ({ $wins }/{ $games } won)
me_empty = You have no rating yet: finish a game to get one.
me_recent = Last games:
me_game = { $result } { $game }: { $before } → { $after }
inline_new = New { $game }
inline_description = Invite this chat to a game of { $game }
inline_invite = 🎲 { $name } invites you to { $game }! Tap Join to take a seat.
btn_join_invite = ✋ Join
reminder = ⏰ Your turn in { $game } has been waiting for { $minutes } min.
clock_reminder = ⏰ { $percent }% of your time in { $game } is used: { $left } left.
stand_in_started = 🤖 You ran out of time in { $game }, so a computer is keeping your seat. Press I'm back to play again.
unit_days = { $n }d
unit_hours = { $n }h
unit_minutes = { $n }m
unit_seconds = { $n }s
btn_im_back = 🙋 I'm back
reclaimed = Your seat is yours again.
vacation_set = 🏖 On vacation until { $date }: your correspondence clocks wait. { $days ->
        [one] One vacation day left this year.
       *[other] { $days } vacation days left this year.
    }
vacation_ended = Welcome back! Your vacation is over. { $days ->
        [one] One vacation day left this year.
       *[other] { $days } vacation days left this year.
    }
vacation_shown = 🏖 On vacation until { $date }. { $days ->
        [one] One vacation day left this year.
       *[other] { $days } vacation days left this year.
    } /vacation off ends it.
vacation_none = No vacation running. { $days ->
        [one] One vacation day left this year.
       *[other] { $days } vacation days left this year.
    } /vacation 7 takes a week off.
vacation_usage = Usage: /vacation DAYS (1–14), /vacation off, or /vacation to see yours.
commands_vacation = Take a break: correspondence clocks wait
commands_top = Leaderboard (this group's, or everyone's)
commands_me = Your ratings and last games
tournament_round = 🏆 { $name }, round { $round }:
tournament_table = { $players }
tournament_bye = { $name }: bye
tournament_standings =
    📊 { $name }: standings after { $games ->
        [one] one game
       *[other] { $games } games
    }
tournament_standing = { $rank }. { $name }: { $points }
tournament_game = 🏆 Your round { $round } game of { $name } is ready: { $players }. The board follows here; or play in the app.
tournament_finished = 🏁 { $name } is over. Winner: { $winner }!
quick_play_matched = 🎲 Opponent found for { $game }: { $players }. Your board follows here; or play in the app.
league_title = 📅 { $game } league, { $season }:
league_line = { $rank }. { $name }: { $points } pts, { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, rating { $change }
league_empty = No rated game in this chat this month yet.
tournament_created = 🏆 { $name } is open! Tap Join to play; the organiser taps Start when everyone is in.
tournament_usage = Usage: /tournament <game> [swiss|knockout|arena], for example /tournament { $game } swiss
tournament_group_only = Tournaments and leagues live in groups: use this command in one.
tournament_joined = ✅ You are in { $name } ({ $count } players).
tournament_started = ▶ { $name } has started: the pairings follow.
btn_tournament_join = ✋ Join
btn_tournament_start = ▶ Start
btn_tournament_link = 🔗 Join in a private chat
btn_quick = 🎲 Quick play
quick_pick = Quick play: pick a game and I find you an opponent of your level.
quick_waiting = ⏳ Looking for an opponent…
btn_quick_cancel = ✖ Cancel
quick_cancelled = Stopped looking.
commands_tournament = Open a tournament in this group
commands_league = This month's league of this group
commands_mydata = Download everything the game keeps about you
commands_deletemydata = Delete your data
deleted_player = Deleted player
private_only = This works only in our private chat: open me and send the command there.
my_data_caption = 📦 Everything this game keeps about you, as JSON.
erase_ask =
    ⚠️ Delete your data?

    • Your sign-ins and the link to this Telegram account go.
    • In the games you played, your name shows as "Deleted player".
    • Your ratings and results are removed.
    • I forget this chat: its boards, your language, messages still on their way.

    The other players' games stay as they are. This cannot be undone.
btn_erase_yes = 🗑 Yes, delete my data
btn_erase_no = ✖ Cancel
erase_done = ✅ Your data is deleted. If you write to me again, you start as a new player.
commands_lobby = Open public tables to join
commands_tv = Watch the best game being played now
unknown_game = I know no game called { $game }. /help names the games.
lobby_head = 🪑 Open tables, newest first:
lobby_head_game = 🪑 Open { $game } tables, newest first:
lobby_table = { $game } · { $host } · { $seats }{ $clock }
lobby_empty = No table is open right now. /new opens one, and 🎲 Quick play in /start finds you an opponent.
lobby_empty_game = No { $game } table is open right now. /new opens one, and 🎲 Quick play in /start finds you an opponent.
btn_lobby_join = ✋ { $n }. { $game } · { $host } ({ $seats })
inline_table = Join { $host }: { $game } ({ $seats })
inline_table_invite = 🎲 { $host } has a { $game } table with { $free ->
        [one] one free seat
       *[other] { $free } free seats
    }. Tap Join to sit down.
tv_head = 📺 TV
tv_none = 📺 No public game is being played right now. /lobby shows the tables waiting for players.
tv_none_game = 📺 No public { $game } game is being played right now. /lobby shows the tables waiting for players.
tv_own = 📺 The featured game is played in this chat: its board is here already.
commands_open = Open a public table of a game
commands_watch = Watch a public game by its id
open_usage = Name the game: /open GAME [PLAYERS], for example /open backgammon. /help names the games.
open_created =
    🪑 Public { $game } table for { $max } players is open!
    Anyone can join it from /lobby, or with invite code { $code }
    Invite link: { $link }
watch_usage = Send the game's id or its watch link: /watch GAME_ID
watch_none = 📺 No public game has that id.
watch_over = 📺 That game is over. /tv shows the best game now.
watch_own = 📺 That game is played in this chat: its board is here already.
btn_tv_stop = ⏹ Stop watching
btn_tv_next = 📺 Next game
tv_stopped = Stopped watching.
btn_watch = 👀 Watch
