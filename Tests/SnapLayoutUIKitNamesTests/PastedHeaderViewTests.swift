import Foundation
import Testing
import SnapLayout
import SnapLayoutUIKitNames

// A typical iOS profile header, written as an app writes it (UIKit's names, fonts, colours,
// layer, a button with content insets, a multi-line bio), compiled here unchanged.
final class ProfileHeaderView: UIView {
    let avatarImageView = UIImageView()
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let bioLabel = UILabel()
    let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)

        avatarImageView.image = UIImage(named: "avatar") ?? UIImage(size: CGSize(width: 128, height: 128))
        avatarImageView.contentMode = .scaleAspectFill
        avatarImageView.layer.cornerRadius = 32
        avatarImageView.clipsToBounds = true

        nameLabel.font = .boldSystemFont(ofSize: 20)
        nameLabel.textColor = .label
        nameLabel.text = "Ada Lovelace"
        handleLabel.font = .systemFont(ofSize: 15)
        handleLabel.textColor = .secondaryLabel
        handleLabel.text = "@ada"
        bioLabel.font = .preferredFont(forTextStyle: .body)
        bioLabel.numberOfLines = 0
        bioLabel.lineBreakMode = .byWordWrapping
        bioLabel.text = "Wrote the first published algorithm for Charles Babbage's Analytical Engine, "
            + "and saw that it could do more than arithmetic."

        followButton.setTitle("Follow", for: .normal)
        followButton.titleLabel?.font = .boldSystemFont(ofSize: 15)
        followButton.contentEdgeInsets = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
        followButton.backgroundColor = .systemBlue
        followButton.layer.cornerRadius = 15

        [avatarImageView, nameLabel, handleLabel, bioLabel, followButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        NSLayoutConstraint.activate([
            avatarImageView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            avatarImageView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatarImageView.widthAnchor.constraint(equalToConstant: 64),
            avatarImageView.heightAnchor.constraint(equalToConstant: 64),
            nameLabel.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 12),
            nameLabel.topAnchor.constraint(equalTo: avatarImageView.topAnchor, constant: 4),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: followButton.leadingAnchor, constant: -8),
            handleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            handleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
            followButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            followButton.centerYAnchor.constraint(equalTo: nameLabel.centerYAnchor),
            bioLabel.topAnchor.constraint(equalTo: avatarImageView.bottomAnchor, constant: 12),
            bioLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            bioLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The pasted header lays out as a device would, up to the fonts: DejaVu Sans for the system font.
///
/// The text widths were measured apart from this code, with Pango's own tool:
/// `pango-view --no-display -q --font="DejaVu Sans Bold 20px" --pixels --hinting=none
/// --hint-metrics=off --subpixel-positions --margin=0 --text="Ada Lovelace" --serialize-to=m.json`
/// (output width / 1024): "Ada Lovelace" bold 20: 149.111328125; "@ada" 15: 42.90625; "Follow"
/// bold 15: 54.3916015625; the bio at 17 wrapped at 343 (`-w 343 --wrap=word-char`): 4 lines.
/// DejaVu Sans's line is 1901 + 483 units of 2048 (text.md 4's check values at 17 points).
struct PastedHeaderViewTests {
    func line(_ size: Double) -> Double { size * (1901 + 483) / 2048 }
    func ceilHalf(_ v: Double) -> Double { (v * 2 - 1e-9).rounded(.up) / 2 }

    @Test func theHeaderSizesItselfAndLaysOutAsOnADevice() {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let size = header.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        let bio = ceilHalf(4 * line(17))
        #expect(bio == 79.5)
        #expect(size == CGSize(width: 375, height: 16 + 64 + 12 + bio + 16))
        header.frame = CGRect(origin: .zero, size: size)
        header.layoutIfNeeded()
        let name = CGSize(width: ceilHalf(149.111328125), height: ceilHalf(line(20)))
        #expect(header.nameLabel.frame == CGRect(x: 92, y: 20, width: name.width, height: name.height))
        #expect(header.handleLabel.frame == CGRect(x: 92, y: 20 + name.height + 2, width: ceilHalf(42.90625), height: ceilHalf(line(15))))
        // The button: its title plus the insets, centred on the name, at the trailing margin.
        let button = CGSize(width: ceilHalf(54.3916015625) + 32, height: ceilHalf(line(15)) + 12)
        #expect(header.followButton.frame == CGRect(x: 359 - button.width, y: 20 + name.height / 2 - button.height / 2,
                                                    width: button.width, height: button.height))
        #expect(header.avatarImageView.frame == CGRect(x: 16, y: 16, width: 64, height: 64))
        #expect(header.bioLabel.frame == CGRect(x: 16, y: 92, width: 343, height: bio))
        #expect(header.layoutReport.unsettledLabels.isEmpty && header.layoutReport.isClean)
    }

    @Test func rightToLeftMirrorsIt() {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 187.5))
        header.semanticContentAttribute = .forceRightToLeft
        header.layoutIfNeeded()
        #expect(header.avatarImageView.frame == CGRect(x: 375 - 16 - 64, y: 16, width: 64, height: 64))
        #expect(abs(header.nameLabel.frame.maxX - (375 - 92)) < 1e-9)
        #expect(abs(header.followButton.frame.minX - 16) < 1e-9)
        #expect(header.bioLabel.frame == CGRect(x: 16, y: 92, width: 343, height: 79.5))
    }
}
