//! The tutorial: every lesson is completed by a scripted learner in every language, every listed mistake
//! is refused with a reason and leaves the game unchanged, and every text a lesson shows exists.

use sanguosha::i18n::{LANGS, Localizer};
use sanguosha::tutorial::{Coach, Lesson, LessonStep, Refusal};

#[test]
fn there_are_twelve_lessons_and_each_teaches_with_a_mistake_to_refuse() {
    let lessons = Lesson::all().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(lessons.len(), 12);
    for l in &lessons {
        let mistakes: usize =
            l.steps.iter().map(|s| if let LessonStep::Do { wrong, .. } = s { wrong.len() } else { 0 }).sum();
        assert!(mistakes >= 1, "lesson {} checks no wrong move", l.id);
        assert!(l.steps.iter().any(|s| matches!(s, LessonStep::Do { .. })), "lesson {} has nothing to do", l.id);
    }
    assert!(lessons[11].steps.iter().any(|s| matches!(s, LessonStep::Play { .. })), "the last lesson ends in a game");
}

#[test]
fn every_lesson_can_be_completed_in_every_language() {
    for lang in LANGS {
        let loc = Localizer::new(lang).unwrap();
        for l in Lesson::all().unwrap() {
            let trace = sanguosha::tutorial::rehearse(&l, &loc).unwrap_or_else(|e| panic!("{lang}: {e}"));
            assert!(trace.len() >= l.steps.len(), "{lang} {}: {trace:?}", l.id);
        }
    }
}

#[test]
fn every_text_a_lesson_shows_exists_in_every_locale() {
    for lang in LANGS {
        let loc = Localizer::new(lang).unwrap();
        for l in Lesson::all().unwrap() {
            for key in l.text_keys() {
                assert!(loc.has(&key), "{lang}: missing {key}");
                assert!(!loc.t(&key).contains("{"), "{lang}: {key} has an unresolved reference");
            }
        }
        for key in ["tut-not-this", "ui-tutorial", "ui-lesson-next", "ui-lesson-replay", "ui-lesson-finished"] {
            assert!(loc.has(key), "{lang}: missing {key}");
        }
    }
}

#[test]
fn an_off_script_legal_move_is_refused_without_changing_the_game() {
    let l = &Lesson::all().unwrap()[1]; // 杀 and 闪: the first do step wants the 杀 on seat 2
    let (mut coach, mut s) = Coach::start(l).unwrap();
    while matches!(coach.current(), Some(LessonStep::Say { .. })) {
        coach.next(&s);
    }
    let before = ron::to_string(&s.game).unwrap();
    // Ending the play phase is legal, but not what this step teaches.
    let r = coach.attempt(&mut s, sanguosha::rules::Answer::EndPhase);
    assert_eq!(r, Err(Refusal::NotTheLesson));
    assert_eq!(ron::to_string(&s.game).unwrap(), before);
    assert!(!sanguosha::tutorial::refusal_text(&Localizer::new("ja").unwrap(), &Refusal::NotTheLesson).is_empty());
}

#[test]
fn a_watch_step_can_be_replayed() {
    let l = &Lesson::all().unwrap()[0];
    let (mut coach, mut s) = Coach::start(l).unwrap();
    let mut guard = 0;
    while !matches!(coach.current(), Some(LessonStep::Watch { .. })) {
        guard += 1;
        assert!(guard < 50);
        match coach.current().cloned() {
            Some(LessonStep::Say { .. }) => coach.next(&s),
            Some(LessonStep::Do { answers, .. }) => coach.attempt(&mut s, answers[0].clone()).unwrap(),
            _ => unreachable!(),
        }
    }
    let at_start = (ron::to_string(&s.game).unwrap(), s.log.len());
    assert!(coach.watch_one(&mut s));
    assert_ne!(ron::to_string(&s.game).unwrap(), at_start.0);
    let watch_step = coach.step - 1; // a one-answer watch step is over at once
    assert!(coach.can_replay());
    coach.replay(&mut s);
    assert_eq!((ron::to_string(&s.game).unwrap(), s.log.len()), at_start);
    assert_eq!(coach.step, watch_step);
    assert!(coach.watch_one(&mut s), "plays again");
}

#[test]
fn a_broken_lesson_file_names_its_path_and_line() {
    let e = Lesson::from_ron("assets/tutorial/x.ron", "Lesson(\n  id: \"x\",\n  scenario: 5,\n)").unwrap_err();
    assert_eq!(e.path, "assets/tutorial/x.ron");
    assert_eq!(e.line, 3);
}
