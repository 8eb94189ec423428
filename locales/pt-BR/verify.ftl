## A página de verificação (/play/verify): ela refaz a partida registrada no navegador.

verifyHome = Jogos de dados e de tabuleiro
verifyTitle = Verificar uma partida
verifyIntro = Esta página refaz a partida aqui, no seu navegador, com as regras do próprio jogo: cada lance de dados, cada jogada e cada hash do registro publicado. Ela não confia na palavra de ninguém sobre o resultado.
verifyChecking = Verificando…
verifyOk =
    ✔ Verificada: { $moves ->
        [1] uma jogada refeita
       *[other] { $moves } jogadas refeitas
    }, todos os lances de dados e hashes conferem.
verifyBad = ✘ Não verificada. O primeiro passo que diverge:
verifyEntropyBad = ✘ Não verificada: a reprodução confere, mas falta no registro da partida aleatoriedade que este navegador enviou.
verifyAllProblems = Todos os { $n } problemas
verifyGame = Partida { $id } · verificada em { $ms } ms
verifyEntropyNone = Este navegador não enviou aleatoriedade própria para esta partida.
verifyEntropyOk =
    { $n ->
        [1] A contribuição aleatória que este navegador enviou está no registro da partida.
       *[other] Todas as { $n } contribuições aleatórias que este navegador enviou estão no registro da partida.
    }
verifyEntropyMissing = Faltam no registro da partida { $missing } das { $n } contribuições aleatórias que este navegador enviou:
verifyFetchFailed = Não foi possível carregar o registro da partida: { $detail }
verifyNotJson = Este arquivo não é JSON.
verifyFile = Verificar um arquivo exportado (escolha ou solte aqui)
verifyDownload = Salvar a exportação desta partida
verifyOptions = A partida foi configurada e refeita com estas opções:
