//! A data file (locale, lesson) that cannot be read: its path, the line, and what is wrong.

#[derive(Debug, Clone, PartialEq)]
pub struct FileError {
    pub path: String,
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.path, self.line, self.message)
    }
}

impl std::error::Error for FileError {}
