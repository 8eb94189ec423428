# Shared by every game: the frame of a board image (seats, turn, outcome),
# a tournament's standings image, and how a chat caption lists things.

kit-to-move = TO MOVE
kit-game-ended = Game ended
kit-draw = Draw
kit-seat = Seat { $n }
kit-wins = { $name } wins!
kit-win-together = { $names } & { $last } win!
kit-deleted-player = Deleted player
# A computer player's name, from its strength and, from a table's second computer on, its number:
# "Computer (hard)", "Computer 2 (easy)". The stored name stays English; this is what readers see.
kit-computer-name = { $n ->
        [1] Computer
       *[other] Computer { $n }
    } ({ $strength ->
        [easy] easy
        [medium] medium
       *[hard] hard
    })

kit-standings-rank = #
kit-standings-player = Player
kit-standings-points = Points
kit-standings-tiebreak = Buchholz
kit-standings-games = Games
kit-format = { $format ->
    [swiss] Swiss
    [knockout] Knockout
   *[arena] Arena
}

# Between the items of a list ("X, empty, O"); keep the quotes.
kit-separator = {", "}
# One seat's part of a caption's position ("Ann: square 12").
kit-seat-position = { $name }: { $position }
