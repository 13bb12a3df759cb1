import Foundation
import SnapLayoutCommand

exit(SnapLayoutCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
