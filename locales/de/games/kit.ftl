kit-to-move = AM ZUG
kit-game-ended = Spiel beendet
kit-draw = Unentschieden
kit-seat = Platz { $n }
kit-wins = { $name } gewinnt!
kit-win-together = { $names } & { $last } gewinnen!
kit-deleted-player = Gelöschter Spieler
# Name eines Computergegners nach Stärke, ab dem zweiten am Tisch mit Nummer: „Computer (stark)“, „Computer 2 (leicht)“.
kit-computer-name = { $n ->
        [1] Computer
       *[other] Computer { $n }
    } ({ $strength ->
        [easy] leicht
        [medium] mittel
       *[hard] stark
    })

kit-standings-rank = #
kit-standings-player = Spieler
kit-standings-points = Punkte
kit-standings-tiebreak = Buchholz
kit-standings-games = Spiele
kit-format = { $format ->
    [swiss] Schweizer System
    [knockout] K.-o.-System
   *[arena] Arena
}

kit-separator = {", "}
kit-seat-position = { $name }: { $position }
