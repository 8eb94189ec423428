## La página de verificación (/play/verify): reproduce el registro de una partida en el navegador.

verifyHome = Juegos de dados y de mesa
verifyTitle = Verificar una partida
verifyIntro = Esta página reproduce la partida aquí, en tu navegador, con las reglas del propio juego: cada tirada, cada jugada y cada hash de su registro publicado. No se fía de la palabra de nadie sobre el resultado.
verifyChecking = Verificando…
verifyOk =
    ✔ Verificada: { $moves ->
        [one] una jugada reproducida
       *[other] { $moves } jugadas reproducidas
    }, coinciden todas las tiradas y todos los hashes.
verifyBad = ✘ No verificada. El primer paso que difiere:
verifyEntropyBad = ✘ No verificada: la reproducción coincide, pero al registro de la partida le falta aleatoriedad que envió este navegador.
verifyAllProblems = Los { $n } problemas
verifyGame = Partida { $id } · verificada en { $ms } ms
verifyEntropyNone = Este navegador no envió aleatoriedad propia a esta partida.
verifyEntropyOk =
    { $n ->
        [one] La aportación aleatoria que envió este navegador está en el registro de la partida.
       *[other] Las { $n } aportaciones aleatorias que envió este navegador están en el registro de la partida.
    }
verifyEntropyMissing = Faltan en el registro de la partida { $missing } de las { $n } aportaciones aleatorias que envió este navegador:
verifyFetchFailed = No se pudo obtener el registro de la partida: { $detail }
verifyNotJson = Este archivo no es JSON.
verifyFile = Verificar un archivo exportado (elígelo o suéltalo aquí)
verifyDownload = Guardar la exportación de esta partida
verifyOptions = La partida se configuró y se reprodujo con estas opciones:
