## Halaman verifikasi (/play/verify): memutar ulang catatan game di browser.

verifyHome = Permainan dadu & papan
verifyTitle = Verifikasi game
verifyIntro = Halaman ini memutar ulang game di sini, di browsermu, dengan aturan game itu sendiri: setiap lemparan, langkah, dan hash dari catatan yang dipublikasikan. Halaman ini tidak percaya begitu saja pada hasil yang diklaim siapa pun.
verifyChecking = Memeriksa…
verifyOk =
    ✔ Terverifikasi: { $moves ->
       *[other] { $moves } langkah diputar ulang
    }, setiap lemparan dan hash cocok.
verifyBad = ✘ Tidak terverifikasi. Langkah pertama yang berbeda:
verifyEntropyBad = ✘ Tidak terverifikasi: pemutaran ulangnya cocok, tetapi catatan game tidak memuat keacakan yang dikirim browser ini.
verifyAllProblems = Semua { $n } masalah
verifyGame = Game { $id } · diperiksa dalam { $ms } ms
verifyEntropyNone = Browser ini tidak mengirim keacakan sendiri ke game ini.
verifyEntropyOk =
    { $n ->
        [1] Satu-satunya kontribusi acak yang dikirim browser ini ada di catatan game.
       *[other] Semua { $n } kontribusi acak yang dikirim browser ini ada di catatan game.
    }
verifyEntropyMissing = { $missing } dari { $n } kontribusi acak yang dikirim browser ini tidak ada di catatan game:
verifyFetchFailed = Catatan game tidak bisa diambil: { $detail }
verifyNotJson = Berkas ini bukan JSON.
verifyFile = Periksa berkas ekspor yang tersimpan (pilih atau seret ke sini)
verifyDownload = Simpan ekspor game ini
verifyOptions = Game ini disiapkan dan diputar ulang dengan opsi berikut:
