## Rules tutorial: lesson titles, goals and the text of every step. Card names come from cards.ftl.

ui-tutorial = Tutorial
ui-tutorial-intro = Every lesson is played on a real table: read the note, then make the move yourself.
ui-lesson-start = Start
ui-lesson-again = Again
ui-lesson-done = Done
ui-lesson-next = Next
ui-lesson-replay = Replay
ui-lesson-finished = Lesson complete!
ui-lesson-back = Back to the lessons
ui-lesson-step = Step { $n } of { $total }
ui-lesson-refused = Not played: { $why }
tut-not-this = You may do that, but this step wants the move described above.

lesson-turn-title = 1. The table and the six phases of a turn
lesson-turn-goal = Learn to read the table and play one turn.
tut-turn-1 = This is your seat (Seat 1). On the left your general or role, the green jades are your health, your hand is below.
tut-turn-2 = Across is Seat 2. Every turn runs through six phases: start, judgement, draw, play, discard and finish.
tut-turn-3 = It is your turn. Nothing happens at the start and judgement phases; in the draw phase you drew two cards (see the log).
tut-turn-4 = In the play phase you may use cards. A { card-jink } can never be used on your own initiative. This time use nothing: press "{ option-end-phase }".
tut-turn-5 = Discard phase: you may keep at most as many cards as your current health (2). Choose four cards to discard.
tut-turn-6 = After your finish phase it is Seat 2's turn. Watch it play.
tut-turn-7 = Your turn again. Remember the order of the six phases: every later lesson uses it.

lesson-slash-title = 2. { card-slash }, { card-jink } and health
lesson-slash-goal = Deal damage with a { card-slash } and cancel one with a { card-jink }.
tut-slash-1 = A { card-slash } deals 1 damage to a player in your attack range, unless they play a { card-jink }.
tut-slash-2 = Pick the highlighted { card-slash }, then Seat 2, and confirm.
tut-slash-3 = Seat 2 had no { card-jink } and lost a jade. At 0 health a player is dying.
tut-slash-4 = Only one { card-slash } per play phase. Try a second one to see, then end the play phase.
tut-slash-5 = Seat 2's turn: it uses a { card-slash } on you.
tut-slash-6 = Play your { card-jink } to cancel it.
tut-slash-7 = Cancelled: no damage. Seat 2 ends its play phase.
tut-slash-8 = { card-slash } attacks, { card-jink } defends; a { card-jink } is only played when one is asked for.

lesson-range-title = 3. Distance, attack range, weapons and horses
lesson-range-goal = Widen your attack range with a weapon and change distances with horses.
tut-range-1 = Seats are at a distance: neighbours at 1, one more per player between, counted the shorter way round.
tut-range-2 = Seat 3 is at distance 2. Without a weapon your attack range is 1, so a { card-slash } cannot reach it.
tut-range-3 = First equip the { card-qinggang_sword } (range 2). A { card-slash } at Seat 3 right now is refused, with the reason.
tut-range-4 = Your range is 2 now: use the { card-slash } on Seat 3.
tut-range-5 = Horses: a -1 horse shortens your distance to others by 1; a +1 horse lengthens everyone's distance to you by 1.
tut-range-6 = Equip the { card-chitu } (-1 horse).
tut-range-7 = Hover over a seat to see your distance to it and whether it is in your attack range.

lesson-dying-title = 4. { card-peach }, dying and death
lesson-dying-goal = Save yourself with a { card-peach } when dying, then defeat a rebel.
tut-dying-1 = You have 1 health left. It is Seat 2's turn.
tut-dying-2 = Seat 2 uses a { card-slash } on you, and you have no { card-jink }.
tut-dying-3 = At 0 health you are dying. Use a { card-peach } to recover 1 health, or you die.
tut-dying-4 = Saved. The others go on with their turns.
tut-dying-5 = Seat 2 is at 1 health too and has no { card-peach }. Use a { card-slash } on it.
tut-dying-6 = Seat 2 dies and its role is revealed: rebel. Whoever kills a rebel draws three cards as a reward.

lesson-equipment-title = 5. What equipment does
lesson-equipment-goal = Produce a { card-jink } with the { card-eight_diagram }'s judgement; ignore armour with the { card-qinggang_sword }.
tut-equipment-1 = You wear the { card-eight_diagram }: when you need a { card-jink } you may judge, and red counts as a { card-jink }.
tut-equipment-2 = Seat 2 uses a { card-slash } on you.
tut-equipment-3 = Judge with the { card-eight_diagram }: press "{ ui-yes }".
tut-equipment-4 = The judgement card is a red { card-peach }: it counts as your { card-jink }. The judgement card then goes to the discard pile.
tut-equipment-5 = Seat 2 ends its turn.
tut-equipment-6 = Seat 2 wears an { card-eight_diagram } too. Equip the { card-qinggang_sword } first: your { card-slash } ignores armour.
tut-equipment-7 = Use the { card-slash } on Seat 2; its { card-eight_diagram } does nothing.
tut-equipment-8 = Seat 2 takes the damage. Every piece of equipment explains itself in the card text.

lesson-tricks-title = 6. Single-target tricks
lesson-tricks-goal = Use { card-snatch }, { card-dismantlement }, { card-collateral } and { card-duel }.
tut-tricks-1 = Trick cards are stratagems. A single-target trick names one player.
tut-tricks-2 = { card-snatch } only reaches players at distance 1. Use it on Seat 2.
tut-tricks-3 = Take one of Seat 2's cards. Hand cards are face down: you pick blind.
tut-tricks-4 = { card-dismantlement } has no distance limit. Use it on Seat 3.
tut-tricks-5 = Discard Seat 3's { card-eight_diagram }.
tut-tricks-6 = { card-collateral }: Seat 2, who has a weapon, must use a { card-slash } on Seat 3 or hand you the weapon. Pick Seat 2, then Seat 3.
tut-tricks-7 = Seat 2 has no { card-slash } (you just took it), so it hands you its weapon.
tut-tricks-8 = { card-duel }: both sides take turns playing a { card-slash }; the first who cannot takes 1 damage. Use it on Seat 3.
tut-tricks-9 = Seat 3 had no { card-slash } and takes 1 damage.

lesson-area-title = 7. Tricks that hit everyone
lesson-area-goal = Use { card-savage_assault }, { card-archery_attack }, { card-god_salvation } and { card-amazing_grace }.
tut-area-1 = Area tricks affect several players, one after another starting after the user.
tut-area-2 = Use { card-savage_assault }: everyone else must play a { card-slash } or take 1 damage.
tut-area-3 = Seat 2 plays a { card-slash }; Seat 3 cannot and takes damage.
tut-area-4 = Use { card-archery_attack }: everyone else needs a { card-jink }.
tut-area-5 = Seat 3 plays a { card-jink }; Seat 2 takes damage.
tut-area-6 = Use { card-god_salvation }: every player recovers 1 health.
tut-area-7 = Use { card-amazing_grace }: as many cards as living players are revealed and each takes one in turn.
tut-area-8 = You choose first: take the { card-ex_nihilo } (just one card).
tut-area-9 = Seat 2 takes one; the last goes to Seat 3.
tut-area-10 = Area tricks resolve target by target, and each target can be saved by its own { card-nullification }.

lesson-nullify-title = 8. { card-nullification } and chains
lesson-nullify-goal = Cancel your opponent's { card-nullification } with your own.
tut-nullify-1 = A { card-nullification } cancels a trick's effect on one target. It can itself be cancelled by another { card-nullification }.
tut-nullify-2 = Use { card-dismantlement } on Seat 2.
tut-nullify-3 = Before a trick takes effect everyone may answer with a { card-nullification }. You won't cancel your own trick: press "{ option-pass }".
tut-nullify-4 = Seat 2 plays a { card-nullification } against your { card-dismantlement }.
tut-nullify-5 = Cancel it with your own { card-nullification }!
tut-nullify-6 = Cancelled twice, the { card-dismantlement } works. Make Seat 2 discard a hand card.
tut-nullify-7 = Chains can go on: an odd number of { card-nullification } cancels the trick, an even number lets it work.

lesson-delayed-title = 9. Delayed tricks and judgement
lesson-delayed-goal = Use { card-indulgence } and { card-lightning }; see a judgement decide.
tut-delayed-1 = A delayed trick waits in its target's judgement area and is judged in that player's next judgement phase.
tut-delayed-2 = { card-indulgence } on Seat 2: unless the judgement is a heart, it skips its play phase. It cannot target yourself.
tut-delayed-3 = Put the { card-lightning } in your own judgement area. A spade 2-9 deals 3 thunder damage; anything else passes it on.
tut-delayed-4 = End your play phase.
tut-delayed-5 = See the log: Seat 2's { card-indulgence } judged a spade, so it skipped its play phase.
tut-delayed-6 = Your { card-lightning } judged a heart: it missed and moved to Seat 2's judgement area.

lesson-roles-title = 10. Roles, winning, rewards and penalties
lesson-roles-goal = As the lord, defeat the rebel and the renegade.
tut-roles-1 = You are the lord, and everyone knows it. Loyalists protect the lord, rebels hunt the lord, the renegade wants to be the last one standing.
tut-roles-2 = Lord and loyalists win when every rebel and the renegade are dead; rebels when the lord dies; the renegade when only they remain.
tut-roles-3 = Use the { card-slash } on Seat 2 (1 health left).
tut-roles-4 = Killing a rebel draws three cards. But a lord who kills a loyalist discards every card in hand and equipment.
tut-roles-5 = Finish with a { card-duel } on Seat 3, the renegade.
tut-roles-6 = Rebel and renegade are gone: the lord wins!

lesson-skills-title = 11. Generals' skills
lesson-skills-goal = Use an active and a triggered skill, and meet a compulsory one.
tut-skills-1 = You are { general-sunshangxiang }, facing { general-zhugeliang }. Skills are used actively, trigger when something happens, or always apply (compulsory).
tut-skills-2 = Active skill { skill-jieyin }: discard two hand cards; you and a wounded male general each recover 1. Pick both { card-jink } cards and { general-zhugeliang }.
tut-skills-3 = You both recovered 1 health.
tut-skills-4 = Equip the { card-chitu }: your old { card-dayuan } is replaced.
tut-skills-5 = Losing equipment triggers { skill-xiaoji }: you may draw two cards. Press "{ ui-yes }".
tut-skills-6 = Compulsory skill { skill-kongcheng }: with no hand cards, { general-zhugeliang } cannot be targeted by { card-slash } or { card-duel }.
tut-skills-7 = Try a { card-slash } on { general-zhugeliang } to see why not, then end the play phase.

lesson-lord-title = 12. Lord skills and a whole game
lesson-lord-goal = Borrow { general-guanyu }'s { card-slash } with { skill-jijiang }, then play a game against the easy AI.
tut-lord-1 = You are the lord { general-liubei }. Lord skills work only for the lord: { skill-jijiang } asks the other Shu generals to play a { card-slash } for you.
tut-lord-2 = Use { skill-jijiang } on Seat 3, { general-lvbu }.
tut-lord-3 = { general-guanyu } plays the { card-slash } for you; { general-lvbu } takes damage.
tut-lord-4 = Now a real game: the others are played by the easy AI. Stay alive and defeat the rebel!
tut-lord-5 = Free play: play until the game ends.
tut-lord-6 = Game over. You know all the rules now; start a new game!
