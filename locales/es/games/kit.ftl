# Común a todos los juegos: el marco de la imagen del tablero (puestos, turno, resultado),
# la imagen de la clasificación de un torneo y cómo un pie de foto enumera cosas.

kit-to-move = LE TOCA
kit-game-ended = Partida terminada
kit-draw = Empate
kit-seat = Jugador { $n }
kit-wins = ¡Gana { $name }!
kit-win-together = ¡Ganan { $names } y { $last }!
kit-deleted-player = Jugador eliminado
# Nombre de un jugador de la computadora según su nivel y, desde la segunda en la mesa, su número: «Computadora (difícil)», «Computadora 2 (fácil)».
kit-computer-name = { $n ->
        [1] Computadora
       *[other] Computadora { $n }
    } ({ $strength ->
        [easy] fácil
        [medium] media
       *[hard] difícil
    })

kit-standings-rank = #
kit-standings-player = Jugador
kit-standings-points = Puntos
kit-standings-tiebreak = Buchholz
kit-standings-games = Partidas
kit-format = { $format ->
    [swiss] Suizo
    [knockout] Eliminatoria
   *[arena] Arena
}

# Entre los elementos de una lista («X, vacía, O»); conserva las comillas.
kit-separator = {", "}
# La parte de un puesto en la posición de un pie de foto («Ana: casilla 12»).
kit-seat-position = { $name }: { $position }
