## The verify page (/play/verify): it replays a game's record in the browser.

verifyHome = Dice & board games
verifyTitle = Verify a game
verifyIntro = This page replays the game here, in your browser, with the game's own rules: every roll, move and hash of its published record. It takes nobody's word for the result.
verifyChecking = Checking…
verifyOk =
    ✔ Verified: { $moves ->
        [one] one move replayed
       *[other] { $moves } moves replayed
    }, every roll and hash matches.
verifyBad = ✘ Not verified. The first step that differs:
verifyEntropyBad = ✘ Not verified: the replay matches, but the game's record lacks randomness this browser sent.
verifyAllProblems = All { $n } problems
verifyGame = Game { $id } · checked in { $ms } ms
verifyEntropyNone = This browser sent no randomness of its own to this game.
verifyEntropyOk =
    { $n ->
        [one] The one random contribution this browser sent is in the game's record.
       *[other] All { $n } random contributions this browser sent are in the game's record.
    }
verifyEntropyMissing = { $missing } of { $n } random contributions this browser sent are missing from the game's record:
verifyFetchFailed = The game's record could not be fetched: { $detail }
verifyNotJson = This file is not JSON.
verifyFile = Check a saved export file (choose or drop it here)
verifyDownload = Save this game's export
verifyOptions = The game was set up and replayed with these options:
