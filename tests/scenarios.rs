//! Runs every scenario under `tests/scenarios/` (the same files `sgs scenario FILE` runs) and fails
//! with the file name and the failing expectations.

use sanguosha::rules::scenario::Scenario;

#[test]
fn every_scenario_file_passes() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut files = Vec::new();
    let mut dirs = vec![dir];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).expect("readable folder").flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|e| e == "ron") {
                files.push(p);
            }
        }
    }
    files.sort();
    assert!(files.len() >= 50, "expected the scenario suite, found {} files", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable");
        let sc = match Scenario::from_ron(&text) {
            Ok(s) => s,
            Err(e) => {
                failures.push(format!("{}:{}: {}", f.display(), e.line, e.message));
                continue;
            }
        };
        match sc.run() {
            Err(e) => failures.push(format!("{}: {}", f.display(), e.message)),
            Ok(r) => {
                if r.results.is_empty() {
                    failures.push(format!("{}: no expectations", f.display()));
                }
                for s in &r.script_errors {
                    failures.push(format!("{}: {s}", f.display()));
                }
                for (e, got) in &r.results {
                    if let Some(got) = got {
                        failures.push(format!("{}: {e:?}: {got}", f.display()));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} scenario failures:\n{}", failures.len(), failures.join("\n"));
}
