snakes-and-ladders-name = Schlangen und Leitern
snakes-and-ladders-summary = Mit einem Würfel von Feld 1 bis 100; Leitern heben dich, Schlangen werfen dich zurück, das Ziel nur mit genauem Wurf.

snakes-and-ladders-start = Start
snakes-and-ladders-square = Feld { $n }
