## El bot de Telegram: respuestas, botones, pies de foto y el menú de comandos.
## Juegos: «backgammon», «Yahtzee» (no «Generala»: las reglas son las de Yahtzee). Sala = la sesión con su código de invitación; partida = un juego jugado en ella.

welcome =
    🎲 ¡Hola, { $name }! Juega a juegos de dados y de mesa con tus amigos aquí mismo, en Telegram.
    Crea una sala nueva o únete a una con un código de invitación.
btn_new = 🆕 Nueva sala
btn_join = 🔑 Unirme con código
btn_mine = 📋 Mis salas
btn_help = ❓ Cómo jugar
btn_share = 📨 Compartir invitación
btn_join_group = ✋ Unirme
btn_pick = 🎮 Elegir juego
btn_new_game = 🎮 Nueva partida
btn_play_in_app = 📱 Jugar en la app
btn_show_board = 🖼 Ver tablero
btn_no_timer = Sin límite
game_players_count =
    { $n ->
        [one] un jugador
       *[other] { $n } jugadores
    }
game_players_range = { $min }–{ $max } jugadores
ask_players = ¿Cuántos jugadores, contándote a ti?
ask_turn = ¿Tiempo límite por turno?
players_chosen = Jugadores: { $count }
turn_chosen = Tiempo por turno: { $limit }
no_limit = sin límite
seconds = { $count } s
minutes = { $count } min
session_created =
    ✅ ¡Sala creada!
    Código de invitación: { $code }
    Enlace de invitación: { $link }
    Comparte el enlace. Cuando estén todos, elige un juego.
session_created_group =
    ✅ ¡Sala creada para este grupo!
    Código de invitación: { $code }
    Toca «Unirme» para sentarte ({ $max } plazas). Luego el anfitrión elige un juego.
share_text = ¡Únete a mi sala de juego!
ask_code = Envíame el código de invitación.
joined = ✅ Te uniste a la sala { $code } como { $role }. En la mesa: { $names }.
already_in = Ya estás en la sala { $code }.
role_host = anfitrión
role_player = jugador
role_spectator = espectador
notice_joined =
    👋 { $name } se unió. { $seats ->
        [one] Queda una plaza.
       *[other] Quedan { $seats } plazas.
    }
notice_joined_full = 👋 { $name } se unió. La mesa está completa: el anfitrión ya puede elegir un juego.
notice_watching = 👀 { $name } está mirando.
notice_left = 🚪 { $name } salió de la sala.
notice_paused = ⏸ El anfitrión pausó la partida. /resume la reanuda.
notice_resumed = ▶️ ¡La partida sigue!
notice_closed = 🔒 El anfitrión cerró la sala. ¡Gracias por jugar!
pick_game = Elige un juego:
btn_computer = 🤖 + Computadora ({ $strength })
strength_easy = fácil
strength_medium = media
strength_hard = difícil
computer_joined = 🤖 { $name } se unió. Elige un juego para jugar contra la computadora.
btn_remove_computer = 🤖 − Quitar a { $name }
computer_removed = 🤖 { $name } dejó su lugar.
game_starting = Empezando { $game }…
game_started = 🎮 { $game }: ¡buena suerte!
no_session = Todavía no estás en ninguna sala. /new crea una, /join CÓDIGO te une a una.
no_sessions = No tienes salas abiertas. /new crea una.
your_sessions = Tus salas (toca una para que sea la actual):
switched = Ahora estás en la sala { $code }.
status_head = Sala { $code } · { $status }
status_players = Plazas: { $seated }/{ $max }
status_game = Juego: { $game } (jugada { $version })
status_link = Enlace de invitación: { $link }
paused = ⏸ En pausa.
resumed = ▶️ Reanudada.
closed = 🔒 La sala { $code } está cerrada.
left = 🚪 Saliste de la sala { $code }.
cancelled = Cancelado.
nothing_to_cancel = No hay nada que cancelar.
use_buttons = Toca uno de los botones, por favor.
unknown = No entendí eso. /help muestra lo que puedo hacer.
expired_button = Este botón ya no es válido.
cell_taken = Esa casilla está ocupada.
moved = ✓
rolled = 🎲 { $value }
keeping = Guardas: { $dice }
keeping_none = No guardas ningún dado
board_in = { $text } · tablero en { $seconds } s
caption_head = { $game } · jugada { $version }
caption_turn = ▶️ Le toca a { $name }
caption_deadline = ⏱ hasta las { $time } UTC
caption_clocks = ⏱ { $clocks }
caption_stand_in = 🤖 por { $name }
caption_vacation = 🏖 { $name } de vacaciones hasta el { $date }
caption_paused = ⏸ Pausada por el anfitrión
caption_won = 🏆 ¡Victoria de { $names }!
caption_draw = 🤝 Empate.
caption_aborted = La partida se detuvo.
caption_scores = Puntos: { $scores }
caption_last = Última jugada: { $name } { $action }
last_roll = tiró los dados
last_pass = pasó
last_choose = eligió { $choice }
last_timeout = se quedó sin tiempo
help =
    🎲 <b>Juegos de dados y de mesa</b>

    /new – crear una sala (en un grupo: un tablero compartido)
    /join CÓDIGO – unirte con un código de invitación
    /sessions – tus salas abiertas
    /status – la sala actual
    /pause, /resume, /close – solo el anfitrión
    /leave – salir de la sala
    /language – elegir el idioma del bot
    /tournament JUEGO [swiss|knockout|arena] – un torneo en un grupo
    /league – la clasificación del mes de un grupo
    /lobby [JUEGO] – mesas públicas abiertas
    /open JUEGO [JUGADORES] – abrir una mesa pública a la que cualquiera puede unirse
    /tv [JUEGO] – ver la mejor partida en curso
    /watch ID_PARTIDA – ver una partida pública
    /vacation DÍAS|off – un descanso de las partidas por correspondencia
    /mydata – descargar tus datos
    /deletemydata – borrar tus datos
    /cancel – cancelar una pregunta

    <b>Juegos</b>
    { $games }

    Juega con los botones debajo del tablero. El tablero se actualiza para todos, en el chat y en la web.
commands_new = Crear una sala de juego
commands_join = Unirte a una sala con un código
commands_status = Ver la sala actual
commands_sessions = Ver tus salas abiertas
commands_leave = Salir de la sala actual
commands_pause = Pausar la partida (anfitrión)
commands_resume = Reanudar la partida (anfitrión)
commands_close = Cerrar la sala (anfitrión)
commands_language = Elegir el idioma del bot
language_pick = Elige el idioma en el que te hablo:
language_set = Te hablaré en español.
commands_help = Cómo jugar
status_Lobby = esperando jugadores
status_GameSelection = eligiendo juego
status_InGame = en juego
status_Paused = en pausa
status_Closed = cerrada
btn_rematch = 🔁 Revancha
btn_replay = ▶ Repetición
btn_verify = ✔ Verificar
rematch_started = 🔁 ¡Empezó la revancha!
rematch_exists = La revancha ya está en marcha.
top_head = 🏆 { $game }: { $scope }
top_scope_chat = este chat
top_scope_global = todos
top_line = { $rank }. { $name }: { $rating } ({ $wins }/{ $games } ganadas)
top_empty = 🏆 { $game }: aquí nadie ha terminado una partida todavía.
me_head = 📈 Tus puntuaciones
me_line = { $game }: { $rating } ({ $wins }/{ $games } ganadas)
me_empty = Todavía no tienes puntuación: termina una partida para conseguirla.
me_recent = Últimas partidas:
me_game = { $result } { $game }: { $before } → { $after }
inline_new = Nueva partida de { $game }
inline_description = Invita a este chat a una partida de { $game }
inline_invite = 🎲 ¡{ $name } te invita a jugar a { $game }! Toca «Unirme» para sentarte.
btn_join_invite = ✋ Unirme
reminder = ⏰ Tu turno en { $game } lleva { $minutes } min esperando.
clock_reminder = ⏰ Has usado el { $percent } % de tu tiempo en { $game }: te quedan { $left }.
stand_in_started = 🤖 Se te acabó el tiempo en { $game }, así que la computadora ocupa tu lugar. Toca «Ya volví» para seguir jugando.
unit_days = { $n } d
unit_hours = { $n } h
unit_minutes = { $n } min
unit_seconds = { $n } s
btn_im_back = 🙋 Ya volví
reclaimed = Tu lugar vuelve a ser tuyo.
vacation_set = 🏖 De vacaciones hasta el { $date }: tus relojes de correspondencia esperan. { $days ->
        [one] Te queda un día de vacaciones este año.
       *[other] Te quedan { $days } días de vacaciones este año.
    }
vacation_ended = ¡Bienvenido de vuelta! Tus vacaciones terminaron. { $days ->
        [one] Te queda un día de vacaciones este año.
       *[other] Te quedan { $days } días de vacaciones este año.
    }
vacation_shown = 🏖 De vacaciones hasta el { $date }. { $days ->
        [one] Te queda un día de vacaciones este año.
       *[other] Te quedan { $days } días de vacaciones este año.
    } /vacation off las termina.
vacation_none = No estás de vacaciones. { $days ->
        [one] Te queda un día de vacaciones este año.
       *[other] Te quedan { $days } días de vacaciones este año.
    } /vacation 7 te da una semana libre.
vacation_usage = Uso: /vacation DÍAS (1–14), /vacation off, o /vacation para ver las tuyas.
commands_vacation = Tomar un descanso: los relojes de correspondencia esperan
commands_top = Clasificación (de este grupo o de todos)
commands_me = Tus puntuaciones y últimas partidas
tournament_round = 🏆 { $name }, ronda { $round }:
tournament_table = { $players }
tournament_bye = { $name }: descansa
tournament_standings =
    📊 { $name }: clasificación tras { $games ->
        [one] una partida
       *[other] { $games } partidas
    }
tournament_standing = { $rank }. { $name }: { $points }
tournament_game = 🏆 Tu partida de la ronda { $round } de { $name } está lista: { $players }. El tablero llega aquí; o juega en la app.
tournament_finished = 🏁 { $name } terminó. Ganador: ¡{ $winner }!
quick_play_matched = 🎲 Rival encontrado para { $game }: { $players }. Tu tablero llega aquí; o juega en la app.
league_title = 📅 Liga de { $game }, { $season }:
league_line = { $rank }. { $name }: { $points } pts, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, puntuación { $change }
league_empty = Todavía no hay ninguna partida puntuada en este chat este mes.
tournament_created = 🏆 ¡{ $name } está abierto! Toca «Unirme» para jugar; el organizador toca «Empezar» cuando estén todos.
tournament_usage = Uso: /tournament <juego> [swiss|knockout|arena], por ejemplo /tournament { $game } swiss
tournament_group_only = Los torneos y las ligas son cosa de grupos: usa este comando en uno.
tournament_joined = ✅ Estás en { $name } ({ $count ->
        [one] un jugador
       *[other] { $count } jugadores
    }).
tournament_started = ▶ { $name } ha empezado: ahí van los emparejamientos.
btn_tournament_join = ✋ Unirme
btn_tournament_start = ▶ Empezar
btn_tournament_link = 🔗 Unirme por chat privado
btn_quick = 🎲 Partida rápida
quick_pick = Partida rápida: elige un juego y te busco un rival de tu nivel.
quick_waiting = ⏳ Buscando rival…
btn_quick_cancel = ✖ Cancelar
quick_cancelled = Búsqueda cancelada.
commands_tournament = Abrir un torneo en este grupo
commands_league = La liga del mes de este grupo
commands_mydata = Descargar todo lo que el juego guarda sobre ti
commands_deletemydata = Borrar tus datos
deleted_player = Jugador eliminado
private_only = Esto solo funciona en nuestro chat privado: ábreme y envía el comando allí.
my_data_caption = 📦 Todo lo que este juego guarda sobre ti, en JSON.
erase_ask =
    ⚠️ ¿Borrar tus datos?

    • Se eliminan tus inicios de sesión y el vínculo con esta cuenta de Telegram.
    • En las partidas que jugaste, tu nombre aparecerá como «Jugador eliminado».
    • Se eliminan tus puntuaciones y resultados.
    • Olvido este chat: sus tableros, tu idioma y los mensajes pendientes.

    Las partidas de los demás quedan como están. Esto no se puede deshacer.
btn_erase_yes = 🗑 Sí, borrar mis datos
btn_erase_no = ✖ Cancelar
erase_done = ✅ Tus datos se borraron. Si vuelves a escribirme, empezarás como un jugador nuevo.
commands_lobby = Mesas públicas abiertas
commands_tv = Ver la mejor partida en curso
unknown_game = No conozco ningún juego llamado { $game }. /help muestra los juegos.
lobby_head = 🪑 Mesas abiertas, las más nuevas primero:
lobby_head_game = 🪑 Mesas abiertas de { $game }, las más nuevas primero:
lobby_table = { $game } · { $host } · { $seats }{ $clock }
lobby_empty = Ahora mismo no hay ninguna mesa abierta. /new abre una, y 🎲 Partida rápida en /start te busca un rival.
lobby_empty_game = Ahora mismo no hay ninguna mesa de { $game } abierta. /new abre una, y 🎲 Partida rápida en /start te busca un rival.
btn_lobby_join = ✋ { $n }. { $game } · { $host } ({ $seats })
inline_table = Únete a { $host }: { $game } ({ $seats })
inline_table_invite = 🎲 { $host } tiene una mesa de { $game } con { $free ->
        [one] una plaza libre
       *[other] { $free } plazas libres
    }. Toca «Unirme» para sentarte.
tv_head = 📺 TV
tv_none = 📺 Ahora mismo no se está jugando ninguna partida pública. /lobby muestra las mesas que esperan jugadores.
tv_none_game = 📺 Ahora mismo no se está jugando ninguna partida pública de { $game }. /lobby muestra las mesas que esperan jugadores.
tv_own = 📺 La partida destacada se juega en este chat: su tablero ya está aquí.
commands_open = Abrir una mesa pública
commands_watch = Ver una partida pública por su ID
open_usage = Di el juego: /open JUEGO [JUGADORES], por ejemplo /open backgammon. /help muestra los juegos.
open_created =
    🪑 ¡Mesa pública de { $game } para { $max } jugadores abierta!
    Cualquiera puede unirse desde /lobby o con el código de invitación { $code }
    Enlace de invitación: { $link }
watch_usage = Envía el ID de la partida o su enlace para verla: /watch ID_PARTIDA
watch_none = 📺 No hay ninguna partida pública con ese ID.
watch_over = 📺 Esa partida ya terminó. /tv muestra la mejor partida en curso.
watch_own = 📺 Esa partida se juega en este chat: su tablero ya está aquí.
btn_tv_stop = ⏹ Dejar de mirar
btn_tv_next = 📺 Siguiente partida
tv_stopped = Ya no estás mirando.
btn_watch = 👀 Mirar
