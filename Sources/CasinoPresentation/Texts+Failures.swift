import CasinoSharedModels
import CasinoSystem

/// A failed system call (``SystemFailure``) in words: what the game could not do, to which
/// file, and why, in the player's language. The common `errno`s are the catalogue's own
/// words; any other is the C library's (`strerror`), the one text not in the catalogue.
extension Texts {
    /// "cannot lock /x/session.lock: permission denied", as a clause (a message or a
    /// sentence puts it after "casino: " or inside its own words).
    package func failure(_ failure: SystemFailure) -> String {
        "\(attempt(failure.operation, failure.path.map { " \($0)" } ?? "")): \(reason(failure.code))"
    }

    /// Why a system call failed, for an `errno`.
    package func reason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: localized(english: "permission denied", vietnamese: "không có quyền")
        case EROFS:
            localized(
                english: "the file system is read-only", vietnamese: "hệ thống tệp chỉ cho đọc")
        case ENOSPC: localized(english: "the disk is full", vietnamese: "ổ đĩa đã đầy")
        case ENOENT:
            localized(
                english: "no such file or folder", vietnamese: "không có tệp hay thư mục đó")
        case EISDIR: localized(english: "it is a folder", vietnamese: "đó là một thư mục")
        case ENOTDIR:
            localized(
                english: "a file stands where a folder should be",
                vietnamese: "có một tệp ở chỗ cần thư mục")
        case EBADF: localized(english: "it is closed", vietnamese: "nó đã bị đóng")
        default: SystemError(code: code).reason
        }
    }

    /// What the game could not do; `path` is empty or a space and the file.
    private func attempt(_ operation: SystemFailure.Operation, _ path: String) -> String {
        switch operation {
        case .createFolder: localized(english: "cannot create", vietnamese: "không tạo được") + path
        case .lock: localized(english: "cannot lock", vietnamese: "không khóa được") + path
        case .write: localized(english: "cannot write", vietnamese: "không ghi được") + path
        case .replace: localized(english: "cannot replace", vietnamese: "không thay được") + path
        case .startProgram: localized(english: "cannot start", vietnamese: "không chạy được") + path
        case .writeOutput:
            localized(
                english: "cannot write to standard output",
                vietnamese: "không ghi được ra đầu ra chuẩn")
        case .useTerminal:
            localized(
                english: "cannot use the terminal", vietnamese: "không dùng được cửa sổ dòng lệnh")
        }
    }
}
