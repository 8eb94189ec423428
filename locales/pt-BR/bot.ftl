## O bot do Telegram: respostas, botões, legendas e o menu de comandos.
## Jogos: “gamão” (backgammon), “Yahtzee” (não “General” nem “Bozó”: as regras são as do Yahtzee). Sala = a sessão com código de convite; partida = um jogo jogado nela.
## Plurais: [1] em vez de [one], porque para o português o CLDR conta o zero como singular (“0 partida”), e aqui se diz “0 partidas”.

welcome =
    🎲 Oi, { $name }! Jogue jogos de dados e de tabuleiro com seus amigos aqui mesmo no Telegram.
    Crie uma sala nova ou entre em uma com um código de convite.
btn_new = 🆕 Nova sala
btn_join = 🔑 Entrar com código
btn_mine = 📋 Minhas salas
btn_help = ❓ Como jogar
btn_share = 📨 Compartilhar convite
btn_join_group = ✋ Entrar
btn_pick = 🎮 Escolher jogo
btn_new_game = 🎮 Nova partida
btn_play_in_app = 📱 Jogar no app
btn_show_board = 🖼 Ver tabuleiro
btn_no_timer = Sem limite
game_players_count =
    { $n ->
        [1] um jogador
       *[other] { $n } jogadores
    }
game_players_range = { $min }–{ $max } jogadores
ask_players = Quantos jogadores, contando com você?
ask_turn = Tempo limite por vez?
players_chosen = Jogadores: { $count }
turn_chosen = Tempo por vez: { $limit }
no_limit = sem limite
seconds = { $count } s
minutes = { $count } min
session_created =
    ✅ Sala criada!
    Código de convite: { $code }
    Link de convite: { $link }
    Compartilhe o link. Quando todo mundo estiver aqui, escolha um jogo.
session_created_group =
    ✅ Sala criada para este grupo!
    Código de convite: { $code }
    Toque em “Entrar” para pegar um lugar ({ $max } lugares). Depois o dono da sala escolhe um jogo.
share_text = Entre na minha sala de jogo!
ask_code = Me envie o código de convite.
joined = ✅ Você entrou na sala { $code } como { $role }. Na mesa: { $names }.
already_in = Você já está na sala { $code }.
role_host = dono da sala
role_player = jogador
role_spectator = espectador
notice_joined =
    👋 { $name } entrou. { $seats ->
        [1] Resta um lugar.
       *[other] Restam { $seats } lugares.
    }
notice_joined_full = 👋 { $name } entrou. A mesa está completa: o dono da sala já pode escolher um jogo.
notice_watching = 👀 { $name } está assistindo.
notice_left = 🚪 { $name } saiu da sala.
notice_paused = ⏸ O dono da sala pausou a partida. /resume continua.
notice_resumed = ▶️ A partida continua!
notice_closed = 🔒 O dono da sala fechou a sala. Obrigado por jogar!
pick_game = Escolha um jogo:
btn_computer = 🤖 + Computador ({ $strength })
strength_easy = fácil
strength_medium = médio
strength_hard = difícil
computer_joined = 🤖 { $name } entrou. Escolha um jogo para jogar contra o computador.
btn_remove_computer = 🤖 − Remover { $name }
computer_removed = 🤖 { $name } deixou o lugar.
game_starting = Começando { $game }…
game_started = 🎮 { $game }: boa sorte!
no_session = Você ainda não está em nenhuma sala. /new cria uma, /join CÓDIGO entra em uma.
no_sessions = Você não tem salas abertas. /new cria uma.
your_sessions = Suas salas (toque em uma para torná-la a atual):
switched = Agora você está na sala { $code }.
status_head = Sala { $code } · { $status }
status_players = Lugares: { $seated }/{ $max }
status_game = Jogo: { $game } (jogada { $version })
status_link = Link de convite: { $link }
paused = ⏸ Pausada.
resumed = ▶️ Retomada.
closed = 🔒 A sala { $code } foi fechada.
left = 🚪 Você saiu da sala { $code }.
cancelled = Cancelado.
nothing_to_cancel = Não há nada para cancelar.
use_buttons = Toque em um dos botões, por favor.
unknown = Não entendi. /help mostra o que eu sei fazer.
expired_button = Este botão expirou.
cell_taken = Essa casa já está ocupada.
moved = ✓
rolled = 🎲 { $value }
keeping = Guardando: { $dice }
keeping_none = Nenhum dado guardado
board_in = { $text } · tabuleiro em { $seconds } s
caption_head = { $game } · jogada { $version }
caption_turn = ▶️ Vez de { $name }
caption_deadline = ⏱ até { $time } UTC
caption_clocks = ⏱ { $clocks }
caption_stand_in = 🤖 por { $name }
caption_vacation = 🏖 { $name } de férias até { $date }
caption_paused = ⏸ Pausada pelo dono da sala
caption_won = 🏆 Vitória de { $names }!
caption_draw = 🤝 Empate.
caption_aborted = A partida foi interrompida.
caption_scores = Pontos: { $scores }
caption_last = Última jogada: { $name } { $action }
last_roll = rolou os dados
last_pass = passou a vez
last_choose = escolheu { $choice }
last_timeout = ficou sem tempo
help =
    🎲 <b>Jogos de dados e de tabuleiro</b>

    /new – criar uma sala (num grupo: um tabuleiro para todos)
    /join CÓDIGO – entrar com um código de convite
    /sessions – suas salas abertas
    /status – a sala atual
    /pause, /resume, /close – só o dono da sala
    /leave – sair da sala
    /language – escolher o idioma do bot
    /tournament JOGO [swiss|knockout|arena] – um torneio num grupo
    /league – a tabela do mês de um grupo
    /lobby [JOGO] – mesas públicas abertas
    /open JOGO [JOGADORES] – abrir uma mesa pública que qualquer um pode entrar
    /tv [JOGO] – assistir à melhor partida agora
    /watch ID_DA_PARTIDA – assistir a uma partida pública
    /vacation DIAS|off – uma pausa nas partidas por correspondência
    /mydata – baixar seus dados
    /deletemydata – apagar seus dados
    /cancel – cancelar uma pergunta

    <b>Jogos</b>
    { $games }

    Jogue com os botões embaixo do tabuleiro. O tabuleiro se atualiza para todos, no chat e na web.
commands_new = Criar uma sala de jogo
commands_join = Entrar numa sala com um código de convite
commands_status = Ver a sala atual
commands_sessions = Listar suas salas abertas
commands_leave = Sair da sala atual
commands_pause = Pausar a partida (dono da sala)
commands_resume = Retomar a partida (dono da sala)
commands_close = Fechar a sala (dono da sala)
commands_language = Escolher o idioma do bot
language_pick = Escolha o idioma em que eu falo com você:
language_set = Vou falar português com você.
commands_help = Como jogar
status_Lobby = esperando jogadores
status_GameSelection = escolhendo o jogo
status_InGame = em jogo
status_Paused = pausada
status_Closed = fechada
btn_rematch = 🔁 Revanche
btn_replay = ▶ Replay
btn_verify = ✔ Verificar
rematch_started = 🔁 Revanche começou!
rematch_exists = A revanche já começou.
top_head = 🏆 { $game }: { $scope }
top_scope_chat = este chat
top_scope_global = todos
top_line = { $rank }. { $name }: { $rating } ({ $wins }/{ $games } vitórias)
top_empty = 🏆 { $game }: ninguém terminou uma partida aqui ainda.
me_head = 📈 Seu rating
me_line = { $game }: { $rating } ({ $wins }/{ $games } vitórias)
me_empty = Você ainda não tem rating: termine uma partida para ganhar um.
me_recent = Últimas partidas:
me_game = { $result } { $game }: { $before } → { $after }
inline_new = Nova partida de { $game }
inline_description = Convide este chat para uma partida de { $game }
inline_invite = 🎲 { $name } está te chamando para jogar { $game }! Toque em “Entrar” para pegar um lugar.
btn_join_invite = ✋ Entrar
reminder = ⏰ Sua vez em { $game } está esperando há { $minutes } min.
clock_reminder = ⏰ Você já usou { $percent }% do seu tempo em { $game }: restam { $left }.
stand_in_started = 🤖 Seu tempo em { $game } acabou, então o computador está segurando seu lugar. Toque em “Voltei” para jogar de novo.
unit_days = { $n }d
unit_hours = { $n }h
unit_minutes = { $n }min
unit_seconds = { $n }s
btn_im_back = 🙋 Voltei
reclaimed = Seu lugar é seu de novo.
vacation_set = 🏖 De férias até { $date }: seus relógios de correspondência esperam. { $days ->
        [1] Resta um dia de férias este ano.
       *[other] Restam { $days } dias de férias este ano.
    }
vacation_ended = Bem-vindo de volta! Suas férias acabaram. { $days ->
        [1] Resta um dia de férias este ano.
       *[other] Restam { $days } dias de férias este ano.
    }
vacation_shown = 🏖 De férias até { $date }. { $days ->
        [1] Resta um dia de férias este ano.
       *[other] Restam { $days } dias de férias este ano.
    } /vacation off encerra as férias.
vacation_none = Você não está de férias. { $days ->
        [1] Resta um dia de férias este ano.
       *[other] Restam { $days } dias de férias este ano.
    } /vacation 7 tira uma semana de folga.
vacation_usage = Uso: /vacation DIAS (1–14), /vacation off, ou /vacation para ver as suas.
commands_vacation = Fazer uma pausa: os relógios de correspondência esperam
commands_top = Ranking (deste grupo ou de todos)
commands_me = Seu rating e últimas partidas
tournament_round = 🏆 { $name }, rodada { $round }:
tournament_table = { $players }
tournament_bye = { $name }: folga
tournament_standings =
    📊 { $name }: classificação após { $games ->
        [1] uma partida
       *[other] { $games } partidas
    }
tournament_standing = { $rank }. { $name }: { $points }
tournament_game = 🏆 Sua partida da rodada { $round } de { $name } está pronta: { $players }. O tabuleiro vem aqui; ou jogue no app.
tournament_finished = 🏁 { $name } terminou. Vencedor: { $winner }!
quick_play_matched = 🎲 Adversário encontrado para { $game }: { $players }. Seu tabuleiro vem aqui; ou jogue no app.
league_title = 📅 Liga de { $game }, { $season }:
league_line = { $rank }. { $name }: { $points } pts, { $games ->
        [1] { $games } partida
       *[other] { $games } partidas
    }, rating { $change }
league_empty = Ainda não teve nenhuma partida valendo rating neste chat este mês.
tournament_created = 🏆 { $name } está aberto! Toque em “Participar” para jogar; o organizador toca em “Começar” quando todo mundo estiver dentro.
tournament_usage = Uso: /tournament <jogo> [swiss|knockout|arena], por exemplo /tournament { $game } swiss
tournament_group_only = Torneios e ligas acontecem em grupos: use este comando em um.
tournament_joined = ✅ Você está em { $name } ({ $count ->
        [1] um jogador
       *[other] { $count } jogadores
    }).
tournament_started = ▶ { $name } começou: os confrontos vêm a seguir.
btn_tournament_join = ✋ Participar
btn_tournament_start = ▶ Começar
btn_tournament_link = 🔗 Participar no privado
btn_quick = 🎲 Partida rápida
quick_pick = Partida rápida: escolha um jogo e eu encontro um adversário do seu nível.
quick_waiting = ⏳ Procurando adversário…
btn_quick_cancel = ✖ Cancelar
quick_cancelled = Busca cancelada.
commands_tournament = Abrir um torneio neste grupo
commands_league = A liga do mês deste grupo
commands_mydata = Baixar tudo o que o jogo guarda sobre você
commands_deletemydata = Apagar seus dados
deleted_player = Jogador excluído
private_only = Isso só funciona no nosso chat privado: abra o bot e envie o comando lá.
my_data_caption = 📦 Tudo o que este jogo guarda sobre você, em JSON.
erase_ask =
    ⚠️ Apagar seus dados?

    • Seus logins e o vínculo com esta conta do Telegram são removidos.
    • Nas partidas que você jogou, seu nome aparece como “Jogador excluído”.
    • Seu rating e seus resultados são removidos.
    • Eu esqueço este chat: os tabuleiros, seu idioma e as mensagens ainda pendentes.

    As partidas dos outros jogadores continuam como estão. Isso não pode ser desfeito.
btn_erase_yes = 🗑 Sim, apagar meus dados
btn_erase_no = ✖ Cancelar
erase_done = ✅ Seus dados foram apagados. Se você me escrever de novo, começa como um jogador novo.
commands_lobby = Mesas públicas abertas
commands_tv = Assistir à melhor partida agora
unknown_game = Não conheço nenhum jogo chamado { $game }. /help mostra os jogos.
lobby_head = 🪑 Mesas abertas, as mais novas primeiro:
lobby_head_game = 🪑 Mesas abertas de { $game }, as mais novas primeiro:
lobby_table = { $game } · { $host } · { $seats }{ $clock }
lobby_empty = Nenhuma mesa aberta agora. /new abre uma, e 🎲 Partida rápida no /start encontra um adversário para você.
lobby_empty_game = Nenhuma mesa de { $game } aberta agora. /new abre uma, e 🎲 Partida rápida no /start encontra um adversário para você.
btn_lobby_join = ✋ { $n }. { $game } · { $host } ({ $seats })
inline_table = Jogue com { $host }: { $game } ({ $seats })
inline_table_invite = 🎲 { $host } tem uma mesa de { $game } com { $free ->
        [1] um lugar livre
       *[other] { $free } lugares livres
    }. Toque em “Entrar” para sentar.
tv_head = 📺 TV
tv_none = 📺 Nenhuma partida pública em andamento agora. /lobby mostra as mesas esperando jogadores.
tv_none_game = 📺 Nenhuma partida pública de { $game } em andamento agora. /lobby mostra as mesas esperando jogadores.
tv_own = 📺 A partida em destaque é jogada neste chat: o tabuleiro dela já está aqui.
commands_open = Abrir uma mesa pública
commands_watch = Assistir a uma partida pública pelo ID
open_usage = Diga o jogo: /open JOGO [JOGADORES], por exemplo /open backgammon. /help lista os jogos.
open_created =
    🪑 Mesa pública de { $game } para { $max } jogadores aberta!
    Qualquer um pode entrar pelo /lobby ou com o código de convite { $code }
    Link de convite: { $link }
watch_usage = Mande o ID da partida ou o link para assistir: /watch ID_DA_PARTIDA
watch_none = 📺 Nenhuma partida pública tem esse ID.
watch_over = 📺 Essa partida já acabou. O /tv mostra a melhor partida agora.
watch_own = 📺 Essa partida está sendo jogada neste chat: o tabuleiro já está aqui.
btn_tv_stop = ⏹ Parar de assistir
btn_tv_next = 📺 Próxima partida
tv_stopped = Você parou de assistir.
btn_watch = 👀 Assistir
