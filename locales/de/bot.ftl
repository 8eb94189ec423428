## Der Telegram-Bot: Antworten, Knöpfe, Bildunterschriften und das Befehlsmenü.

welcome =
    🎲 Hallo { $name }! Spiele Würfel- und Brettspiele mit Freunden, direkt hier in Telegram.
    Starte eine neue Runde oder tritt einer mit Einladungscode bei.
btn_new = 🆕 Neue Runde
btn_join = 🔑 Mit Code beitreten
btn_mine = 📋 Meine Runden
btn_help = ❓ Spielanleitung
btn_share = 📨 Einladung teilen
btn_join_group = ✋ Mitspielen
btn_pick = 🎮 Spiel wählen
btn_new_game = 🎮 Neues Spiel
btn_play_in_app = 📱 In der App spielen
btn_show_board = 🖼 Brett zeigen
btn_no_timer = Kein Limit
game_players_count =
    { $n ->
        [one] ein Spieler
       *[other] { $n } Spieler
    }
game_players_range = { $min }–{ $max } Spieler
ask_players = Wie viele Spieler, dich eingeschlossen?
ask_turn = Zeitlimit pro Zug?
players_chosen = Spieler: { $count }
turn_chosen = Zeitlimit: { $limit }
no_limit = keins
seconds = { $count } s
minutes = { $count } min
session_created =
    ✅ Runde erstellt!
    Einladungscode: { $code }
    Einladungslink: { $link }
    Teile den Link. Wenn alle da sind, wähle ein Spiel.
session_created_group =
    ✅ Runde für diese Gruppe erstellt!
    Einladungscode: { $code }
    Tippe auf Mitspielen ({ $max } Plätze). Dann wählt der Gastgeber ein Spiel.
share_text = Spiel mit mir!
ask_code = Schick mir den Einladungscode.
joined = ✅ Du bist Runde { $code } als { $role } beigetreten. Am Tisch: { $names }.
already_in = Du bist schon in Runde { $code }.
role_host = Gastgeber
role_player = Spieler
role_spectator = Zuschauer
notice_joined =
    👋 { $name } ist beigetreten. { $seats ->
        [one] Noch ein Platz frei.
       *[other] Noch { $seats } Plätze frei.
    }
notice_joined_full = 👋 { $name } ist beigetreten. Der Tisch ist voll: der Gastgeber kann ein Spiel wählen.
notice_watching = 👀 { $name } schaut zu.
notice_left = 🚪 { $name } hat die Runde verlassen.
notice_paused = ⏸ Der Gastgeber hat das Spiel pausiert. /resume setzt es fort.
notice_resumed = ▶️ Weiter geht's!
notice_closed = 🔒 Der Gastgeber hat die Runde beendet. Danke fürs Spielen!
pick_game = Wähle ein Spiel:
btn_computer = 🤖 + Computer ({ $strength })
strength_easy = leicht
strength_medium = mittel
strength_hard = stark
computer_joined = 🤖 { $name } ist dabei. Wähle ein Spiel gegen den Computer.
btn_remove_computer = 🤖 − { $name } entfernen
computer_removed = 🤖 { $name } hat den Platz geräumt.
game_starting = { $game } startet…
game_started = 🎮 { $game }: viel Glück!
no_session = Du bist noch in keiner Runde. /new erstellt eine, /join CODE tritt einer bei.
no_sessions = Du hast keine offenen Runden. /new erstellt eine.
your_sessions = Deine Runden (tippe eine an, um sie auszuwählen):
switched = Aktuelle Runde: { $code }.
status_head = Runde { $code } · { $status }
status_players = Plätze: { $seated }/{ $max }
status_game = Spiel: { $game } (Zug { $version })
status_link = Einladungslink: { $link }
paused = ⏸ Pausiert.
resumed = ▶️ Fortgesetzt.
closed = 🔒 Runde { $code } ist beendet.
left = 🚪 Du hast Runde { $code } verlassen.
cancelled = Abgebrochen.
nothing_to_cancel = Es gibt nichts abzubrechen.
use_buttons = Bitte tippe auf einen der Knöpfe.
unknown = Das habe ich nicht verstanden. /help zeigt, was ich kann.
expired_button = Dieser Knopf ist abgelaufen.
cell_taken = Das Feld ist belegt.
moved = ✓
rolled = 🎲 { $value }
keeping = Behalten: { $dice }
keeping_none = Keine Würfel behalten
board_in = { $text } · Brett in { $seconds } s
caption_head = { $game } · Zug { $version }
caption_turn = ▶️ { $name } ist dran
caption_deadline = ⏱ bis { $time } UTC
caption_clocks = ⏱ { $clocks }
caption_stand_in = 🤖 für { $name }
caption_vacation = 🏖 { $name } im Urlaub bis { $date }
caption_paused = ⏸ Vom Gastgeber pausiert
caption_won = 🏆 { $names } hat gewonnen!
caption_draw = 🤝 Unentschieden.
caption_aborted = Das Spiel wurde abgebrochen.
caption_scores = Punkte: { $scores }
caption_last = Zuletzt: { $name } { $action }
last_roll = hat gewürfelt
last_pass = hat gepasst
last_choose = wählte { $choice }
last_timeout = war zu langsam
help =
    🎲 <b>Würfel- &amp; Brettspiele</b>

    /new – neue Runde (in einer Gruppe: ein gemeinsames Brett)
    /join CODE – mit Einladungscode beitreten
    /sessions – deine offenen Runden
    /status – die aktuelle Runde
    /pause, /resume, /close – nur Gastgeber
    /leave – Runde verlassen
    /language – Sprache des Bots wählen
    /tournament SPIEL [swiss|knockout|arena] – ein Turnier in einer Gruppe
    /league – die Monatstabelle einer Gruppe
    /lobby [SPIEL] – offene öffentliche Tische
    /open SPIEL [SPIELER] – einen öffentlichen Tisch eröffnen, an den sich jeder setzen kann
    /tv [SPIEL] – die beste laufende Partie zuschauen
    /watch SPIEL-ID – einer öffentlichen Partie zuschauen
    /vacation TAGE|off – Pause von Fernpartien
    /mydata – deine Daten herunterladen
    /deletemydata – deine Daten löschen
    /cancel – Frage abbrechen

    <b>Spiele</b>
    { $games }

    Ziehe mit den Knöpfen unter dem Brett. Das Brett aktualisiert sich für alle, im Chat und im Web.
commands_new = Neue Spielrunde starten
commands_join = Mit Einladungscode beitreten
commands_status = Aktuelle Runde zeigen
commands_sessions = Offene Runden auflisten
commands_leave = Aktuelle Runde verlassen
commands_pause = Spiel pausieren (Gastgeber)
commands_resume = Spiel fortsetzen (Gastgeber)
commands_close = Runde beenden (Gastgeber)
commands_language = Sprache des Bots wählen
language_pick = Wähle die Sprache, in der ich mit dir spreche:
language_set = Ich spreche jetzt Deutsch mit dir.
commands_help = Spielanleitung
status_Lobby = wartet auf Spieler
status_GameSelection = Spielauswahl
status_InGame = läuft
status_Paused = pausiert
status_Closed = beendet
btn_rematch = 🔁 Revanche
btn_replay = ▶ Wiederholung
btn_verify = ✔ Prüfen
rematch_started = 🔁 Revanche gestartet!
rematch_exists = Die Revanche läuft schon.
top_head = 🏆 { $game }: { $scope }
top_scope_chat = diese Gruppe
top_scope_global = alle
top_line = { $rank }. { $name }: { $rating } ({ $wins }/{ $games } gewonnen)
top_empty = 🏆 { $game }: hier hat noch niemand ein Spiel beendet.
me_head = 📈 Deine Wertungen
me_line = { $game }: { $rating } ({ $wins }/{ $games } gewonnen)
me_empty = Du hast noch keine Wertung: beende ein Spiel, um eine zu bekommen.
me_recent = Letzte Spiele:
me_game = { $result } { $game }: { $before } → { $after }
inline_new = Neues Spiel: { $game }
inline_description = Lade diesen Chat zu { $game } ein
inline_invite = 🎲 { $name } lädt dich zu { $game } ein! Tippe auf Beitreten.
btn_join_invite = ✋ Beitreten
reminder = ⏰ Dein Zug in { $game } wartet seit { $minutes } Min.
clock_reminder = ⏰ { $percent }% deiner Zeit in { $game } sind verbraucht: noch { $left }.
stand_in_started = 🤖 Deine Zeit in { $game } ist abgelaufen, deshalb hält ein Computer deinen Platz. Drücke „Bin zurück“, um weiterzuspielen.
unit_days = { $n }T
unit_hours = { $n }Std
unit_minutes = { $n }Min
unit_seconds = { $n }s
btn_im_back = 🙋 Bin zurück
reclaimed = Dein Platz gehört wieder dir.
vacation_set = 🏖 Im Urlaub bis { $date }: die Uhren deiner Fernpartien warten. { $days ->
        [one] Noch ein Urlaubstag in diesem Jahr.
       *[other] Noch { $days } Urlaubstage in diesem Jahr.
    }
vacation_ended = Willkommen zurück! Dein Urlaub ist vorbei. { $days ->
        [one] Noch ein Urlaubstag in diesem Jahr.
       *[other] Noch { $days } Urlaubstage in diesem Jahr.
    }
vacation_shown = 🏖 Im Urlaub bis { $date }. { $days ->
        [one] Noch ein Urlaubstag in diesem Jahr.
       *[other] Noch { $days } Urlaubstage in diesem Jahr.
    } /vacation off beendet ihn.
vacation_none = Kein Urlaub. { $days ->
        [one] Noch ein Urlaubstag in diesem Jahr.
       *[other] Noch { $days } Urlaubstage in diesem Jahr.
    } /vacation 7 nimmt eine Woche frei.
vacation_usage = So geht's: /vacation TAGE (1–14), /vacation off, oder /vacation, um deinen zu sehen.
commands_vacation = Pause machen: die Uhren der Fernpartien warten
commands_top = Bestenliste (dieser Gruppe oder aller)
commands_me = Deine Wertungen und letzten Spiele
tournament_round = 🏆 { $name }, Runde { $round }:
tournament_table = { $players }
tournament_bye = { $name }: spielfrei
tournament_standings =
    📊 { $name }: Stand nach { $games ->
        [one] einem Spiel
       *[other] { $games } Spielen
    }
tournament_standing = { $rank }. { $name }: { $points }
tournament_game = 🏆 Dein Spiel der Runde { $round } von { $name } ist bereit: { $players }. Das Brett kommt hier; oder spiele in der App.
tournament_finished = 🏁 { $name } ist vorbei. Sieger: { $winner }!
quick_play_matched = 🎲 Gegner gefunden für { $game }: { $players }. Dein Brett kommt hier; oder spiele in der App.
league_title = 📅 { $game }-Liga, { $season }:
league_line = { $rank }. { $name }: { $points } Pkt., { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }, Wertung { $change }
league_empty = In diesem Chat gab es diesen Monat noch kein gewertetes Spiel.
tournament_created = 🏆 { $name } ist offen! Tippe auf Teilnehmen; der Veranstalter tippt auf Starten, wenn alle dabei sind.
tournament_usage = So geht's: /tournament <Spiel> [swiss|knockout|arena], zum Beispiel /tournament { $game } swiss
tournament_group_only = Turniere und Ligen gibt es in Gruppen: nutze den Befehl in einer.
tournament_joined = ✅ Du bist bei { $name } dabei ({ $count } Spieler).
tournament_started = ▶ { $name } hat begonnen: die Paarungen folgen.
btn_tournament_join = ✋ Teilnehmen
btn_tournament_start = ▶ Starten
btn_tournament_link = 🔗 Im Privatchat teilnehmen
btn_quick = 🎲 Schnelles Spiel
quick_pick = Schnelles Spiel: wähle ein Spiel, und ich finde dir einen Gegner deines Niveaus.
quick_waiting = ⏳ Suche einen Gegner…
btn_quick_cancel = ✖ Abbrechen
quick_cancelled = Suche beendet.
commands_tournament = Ein Turnier in dieser Gruppe eröffnen
commands_league = Die Liga dieser Gruppe in diesem Monat
commands_mydata = Alles herunterladen, was das Spiel über dich speichert
commands_deletemydata = Deine Daten löschen
deleted_player = Gelöschter Spieler
private_only = Das geht nur in unserem privaten Chat: öffne mich und sende den Befehl dort.
my_data_caption = 📦 Alles, was dieses Spiel über dich speichert, als JSON.
erase_ask =
    ⚠️ Deine Daten löschen?

    • Deine Anmeldungen und die Verknüpfung mit diesem Telegram-Konto werden entfernt.
    • In deinen bisherigen Spielen steht dein Name als „Gelöschter Spieler“.
    • Deine Wertungen und Ergebnisse werden entfernt.
    • Ich vergesse diesen Chat: seine Bretter, deine Sprache, noch ausstehende Nachrichten.

    Die Spiele der anderen bleiben, wie sie sind. Das lässt sich nicht rückgängig machen.
btn_erase_yes = 🗑 Ja, meine Daten löschen
btn_erase_no = ✖ Abbrechen
erase_done = ✅ Deine Daten sind gelöscht. Schreibst du mir wieder, beginnst du als neuer Spieler.
commands_lobby = Offene öffentliche Tische
commands_tv = Die beste laufende Partie zuschauen
unknown_game = Ein Spiel namens { $game } kenne ich nicht. /help nennt die Spiele.
lobby_head = 🪑 Offene Tische, die neuesten zuerst:
lobby_head_game = 🪑 Offene Tische für { $game }, die neuesten zuerst:
lobby_table = { $game } · { $host } · { $seats }{ $clock }
lobby_empty = Gerade ist kein Tisch offen. /new eröffnet einen, und 🎲 Schnelles Spiel unter /start findet dir einen Gegner.
lobby_empty_game = Gerade ist kein Tisch für { $game } offen. /new eröffnet einen, und 🎲 Schnelles Spiel unter /start findet dir einen Gegner.
btn_lobby_join = ✋ { $n }. { $game } · { $host } ({ $seats })
inline_table = Bei { $host } mitspielen: { $game } ({ $seats })
inline_table_invite = 🎲 { $host } hat einen Tisch für { $game } mit { $free ->
        [one] einem freien Platz
       *[other] { $free } freien Plätzen
    }. Tippe auf Beitreten, um dich dazuzusetzen.
tv_head = 📺 TV
tv_none = 📺 Gerade läuft keine öffentliche Partie. /lobby zeigt die Tische, die auf Mitspieler warten.
tv_none_game = 📺 Gerade läuft keine öffentliche Partie { $game }. /lobby zeigt die Tische, die auf Mitspieler warten.
tv_own = 📺 Die gezeigte Partie wird in diesem Chat gespielt: ihr Brett ist schon hier.
commands_open = Einen öffentlichen Tisch eröffnen
commands_watch = Einer öffentlichen Partie zuschauen
open_usage = Nenne das Spiel: /open SPIEL [SPIELER], zum Beispiel /open backgammon. /help nennt die Spiele.
open_created =
    🪑 Öffentlicher { $game }-Tisch für { $max } Spieler ist eröffnet!
    Jeder kann sich über /lobby dazusetzen, oder mit dem Einladungscode { $code }
    Einladungslink: { $link }
watch_usage = Schick die ID der Partie oder ihren Zuschauer-Link: /watch SPIEL-ID
watch_none = 📺 Keine öffentliche Partie hat diese ID.
watch_over = 📺 Diese Partie ist vorbei. /tv zeigt die beste laufende Partie.
watch_own = 📺 Diese Partie wird in diesem Chat gespielt: ihr Brett ist schon hier.
btn_tv_stop = ⏹ Nicht mehr zuschauen
btn_tv_next = 📺 Nächste Partie
tv_stopped = Du schaust nicht mehr zu.
btn_watch = 👀 Zuschauen
